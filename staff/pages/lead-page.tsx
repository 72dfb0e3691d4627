import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import { leadKinds } from "#schemas/staff.ts";
import {
  type HandledAnswer,
  type LeadDetail,
  leadFieldLabels,
  leadFieldsByKind,
  leadFieldText,
} from "#schemas/staff-leads.ts";
import { ApiError, api } from "../api.ts";
import { copy, kindNames } from "../copy.ts";
import { inboxCopy } from "../inbox-copy.ts";
import { ErasePerson } from "../leads/erase-person.tsx";
import { LeadAssignee } from "../leads/lead-assignee.tsx";
import { LeadNotes } from "../leads/lead-notes.tsx";
import { ReplyActions } from "../leads/reply-actions.tsx";
import { StatusBadge } from "../leads/status-badge.tsx";
import { useAssignees } from "../leads/use-assignees.ts";
import { personName } from "../person-name.ts";
import { useMe } from "../staff-layout.tsx";

const words = inboxCopy.lead;

/**
 * One lead in full: answer it (mail, call, WhatsApp), give it to someone,
 * note what was said, mark it handled, and (admins) erase the person.
 */
export function LeadPage() {
  const { kind, id } = useParams();
  const me = useMe();
  const people = useAssignees();
  const [detail, setDetail] = useState<LeadDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [handledProblem, setHandledProblem] = useState<string | null>(null);
  // Said beside the button: the status badge that changes with it is off screen on a phone.
  const [handledSaid, setHandledSaid] = useState<string | null>(null);
  const leadKind = leadKinds.find((candidate) => candidate === kind);

  useEffect(() => {
    if (!leadKind) return;
    api<LeadDetail>(`/api/leads/${leadKind}/${id}`).then(setDetail, (error: unknown) =>
      setProblem(error instanceof ApiError ? error.message : copy.failed),
    );
  }, [leadKind, id]);

  if (!leadKind || problem) return <p role="alert">{problem ?? copy.failed}</p>;
  if (!detail) return null;
  const { lead, notes } = detail;

  async function setHandled(handled: boolean) {
    try {
      const answer = await api<HandledAnswer>(`/api/leads/${leadKind}/${lead.id}/handled`, {
        method: "POST",
        body: { handled },
      });
      setHandledProblem(null);
      setHandledSaid(handled ? words.markedHandled : words.markedOpen);
      setDetail((current) => current && { ...current, lead: { ...current.lead, ...answer } });
    } catch (error) {
      setHandledSaid(null);
      setHandledProblem(error instanceof ApiError ? error.message : copy.failed);
    }
  }

  const title =
    lead.name ?? (lead.firstname ? `${lead.firstname} ${lead.lastname ?? ""}` : lead.email);
  return (
    <article aria-labelledby="lead-title" className="max-w-prose">
      <Link to="/leads" className="text-brand-strong font-semibold underline">
        {words.back}
      </Link>
      <p className="text-eyebrow text-ink-soft mt-4 uppercase">{kindNames[leadKind]}</p>
      <h1 id="lead-title" className="text-h2 break-words">
        {title}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={lead.handled_at ? "handled" : "new"} />
        <span className="text-ink-soft">
          {words.received} {lagosTimeInWords(lead.created_at)}
        </span>
      </p>
      {lead.handled_at && lead.handled_by && (
        <p className="text-small text-ink-soft mt-1">
          {words.handledBy} <span title={lead.handled_by}>{personName(lead.handled_by)}</span>,{" "}
          {lagosTimeInWords(lead.handled_at)}
        </p>
      )}
      <ReplyActions kind={leadKind} lead={lead} />

      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {leadFieldsByKind[leadKind]
          .filter((field) => lead[field] !== undefined && lead[field] !== "")
          .map((field) => (
            <div key={field} className={field === "message" ? "sm:col-span-2" : undefined}>
              <dt className="text-small text-ink-soft font-semibold">{leadFieldLabels[field]}</dt>
              <dd className="break-words whitespace-pre-wrap">{leadFieldText(field, lead)}</dd>
            </div>
          ))}
      </dl>
      {leadKind === "application" && (
        // A plain link: the service answers with an attachment, so the browser saves it.
        <a
          href={`/api/leads/application/${lead.id}/resume`}
          download
          className="rounded-pill text-brand-strong mt-4 inline-flex min-h-11 items-center border-2 border-current px-5 font-semibold"
        >
          {words.resume}
        </a>
      )}

      <section
        aria-labelledby="follow-up-title"
        className="bg-surface-muted rounded-card mt-8 flex flex-col gap-4 p-4"
      >
        <h2 id="follow-up-title" className="text-h3">
          {words.followUp}
        </h2>
        <LeadAssignee
          kind={leadKind}
          id={lead.id}
          assignedTo={lead.assigned_to}
          people={people}
          onAssigned={(assignee) =>
            setDetail(
              (current) =>
                current && { ...current, lead: { ...current.lead, assigned_to: assignee } },
            )
          }
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => setHandled(!lead.handled_at)}>
            {lead.handled_at ? words.reopen : words.markHandled}
          </Button>
          {handledProblem ? (
            <p role="alert" className="text-danger font-semibold">
              {handledProblem}
            </p>
          ) : (
            <p role="status">{handledSaid}</p>
          )}
        </div>
      </section>

      <LeadNotes
        kind={leadKind}
        id={lead.id}
        notes={notes}
        onAdded={(note) =>
          setDetail((current) => current && { ...current, notes: [...current.notes, note] })
        }
      />
      {me.role === "admin" && <ErasePerson email={lead.email} />}
    </article>
  );
}
