import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { type LeadKind, leadKinds } from "#schemas/staff.ts";
import { ApiError, api } from "../api.ts";
import { copy, kindNames } from "../copy.ts";
import { useMe } from "../staff-layout.tsx";
import { formatDate, StatusBadge } from "./leads-page.tsx";

type Lead = Record<string, string | number | null> & {
  email: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
};

/**
 * The fields a lead shows, in order, besides when it came and its status;
 * each kind has some of them (the talent leads of issue 23 the last ones).
 */
const shownFields = [
  "name",
  "firstname",
  "lastname",
  "email",
  "phone",
  "sheet",
  "status",
  "message",
  "company_name",
  "company_website",
  "no_of_employees",
  "role",
  "stack",
  "skill_requirement",
  "level_of_commitment",
  "start_date",
  "resume_name",
] as const;
const fieldNames: Record<(typeof shownFields)[number], string> = {
  name: "Name",
  firstname: "First name",
  lastname: "Last name",
  email: "Email",
  phone: "Phone",
  sheet: "List",
  status: "Subscription",
  message: "Message",
  company_name: "Company",
  company_website: "Company website",
  no_of_employees: "Number of employees",
  role: "Role",
  stack: "Stack",
  skill_requirement: "Skill requirement",
  level_of_commitment: "Level of commitment",
  start_date: "Start date",
  resume_name: "Résumé",
};

/** One lead in full: mark it handled or reopen it, reply, and (admins) erase the person. */
export function LeadPage() {
  const { kind, id } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const [lead, setLead] = useState<Lead | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const leadKind = leadKinds.find((candidate) => candidate === kind) as LeadKind | undefined;

  useEffect(() => {
    if (!leadKind) return;
    api<{ lead: Lead }>(`/api/leads/${leadKind}/${id}`).then(
      (answer) => setLead(answer.lead),
      (error: unknown) => setProblem(error instanceof ApiError ? error.message : copy.failed),
    );
  }, [leadKind, id]);

  async function setHandled(handled: boolean) {
    const answer = await api<{ handled_at: string | null; handled_by: string | null }>(
      `/api/leads/${leadKind}/${id}/handled`,
      { method: "POST", body: { handled } },
    );
    setLead((current) => (current ? { ...current, ...answer } : current));
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmation = String(new FormData(event.currentTarget).get("confirmation") ?? "");
    try {
      await api("/api/erasure", { method: "POST", body: { email: lead?.email, confirmation } });
      navigate("/leads");
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : copy.failed);
    }
  }

  if (!leadKind || problem) return <p role="alert">{problem ?? copy.failed}</p>;
  if (!lead) return null;
  return (
    <article aria-labelledby="lead-title" className="max-w-prose">
      <Link to="/leads" className="text-brand-strong font-semibold underline">
        {copy.lead.back}
      </Link>
      <p className="text-eyebrow text-ink-soft mt-4 uppercase">{kindNames[leadKind]}</p>
      <h1 id="lead-title" className="text-h2 break-words">
        {String(lead.name ?? (lead.firstname ? `${lead.firstname} ${lead.lastname}` : lead.email))}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={lead.handled_at ? "handled" : "new"} />
        <span className="text-ink-soft">
          {copy.lead.received} {formatDate(lead.created_at)}
        </span>
      </p>
      {lead.handled_at && (
        <p className="text-small text-ink-soft mt-1">
          {copy.lead.handledBy} {lead.handled_by}, {formatDate(lead.handled_at)}
        </p>
      )}
      <dl className="mt-6 flex flex-col gap-4">
        {shownFields
          .filter((field) => lead[field] !== undefined && lead[field] !== null)
          .map((field) => (
            <div key={field}>
              <dt className="text-small text-ink-soft font-semibold">{fieldNames[field]}</dt>
              <dd className="break-words whitespace-pre-wrap">{String(lead[field])}</dd>
            </div>
          ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button type="button" onClick={() => setHandled(!lead.handled_at)}>
          {lead.handled_at ? copy.lead.reopen : copy.lead.markHandled}
        </Button>
        <a
          href={`mailto:${lead.email}`}
          className="rounded-pill text-brand-strong inline-flex min-h-11 items-center border-2 border-current px-6 font-semibold"
        >
          {copy.lead.reply}
        </a>
        {leadKind === "application" && (
          // A plain link: the service answers with an attachment, so the browser saves it.
          <a
            href={`/api/leads/application/${id}/resume`}
            download
            className="rounded-pill text-brand-strong inline-flex min-h-11 items-center border-2 border-current px-6 font-semibold"
          >
            {copy.lead.resume}
          </a>
        )}
      </div>
      {me.role === "admin" && (
        <section
          aria-labelledby="erase-title"
          className="border-danger mt-10 rounded-xl border p-4"
        >
          <h2 id="erase-title" className="text-h3">
            {copy.lead.eraseTitle}
          </h2>
          {erasing ? (
            <form onSubmit={erase} className="mt-3 flex flex-col gap-3">
              <p>{copy.lead.eraseIntro}</p>
              <Field>
                <FieldLabel htmlFor="confirmation">{copy.lead.confirmLabel}</FieldLabel>
                <Input id="confirmation" name="confirmation" autoComplete="off" required />
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" className="bg-danger hover:bg-danger">
                  {copy.lead.eraseConfirm}
                </Button>
                <Button type="button" variant="outline" onClick={() => setErasing(false)}>
                  {copy.lead.cancel}
                </Button>
              </div>
            </form>
          ) : (
            <Button
              type="button"
              variant="outline"
              className="mt-3"
              onClick={() => setErasing(true)}
            >
              {copy.lead.erase}
            </Button>
          )}
        </section>
      )}
    </article>
  );
}
