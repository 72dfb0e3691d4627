import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { PeopleAnswer } from "#schemas/staff.ts";
import type { AuditPage as AuditAnswer } from "#schemas/staff-leads.ts";
import { api } from "../api.ts";
import { auditSentence, type PeopleById } from "../audit-sentence.ts";
import { inboxCopy } from "../inbox-copy.ts";

const words = inboxCopy.audit;

/** Who did what, newest first, in sentences (admins only). */
export function AuditPage() {
  const [page, setPage] = useState<AuditAnswer | null>(null);
  const [people, setPeople] = useState<PeopleById>(new Map());
  useEffect(() => {
    void api<AuditAnswer>("/api/audit").then(setPage);
    // People are named by address; the log keeps their ids.
    void api<PeopleAnswer>("/api/people").then((answer) =>
      setPeople(new Map(answer.people.map((person) => [person.id, person.email]))),
    );
  }, []);

  async function more() {
    if (!page?.next) return;
    const older = await api<AuditAnswer>(`/api/audit?before=${page.next}`);
    setPage({ ...older, entries: [...page.entries, ...older.entries] });
  }

  if (!page) return null;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-h1">
        {words.title}
      </h1>
      <p className="text-ink-soft mt-2">{words.kept(page.retentionDays)}</p>
      <ol className="mt-6 flex flex-col gap-2">
        {page.entries.map((entry) => (
          <li key={entry.id} className="border-line rounded-xl border p-3">
            <p className="break-words">
              {auditSentence(entry, people).map((part, index) =>
                typeof part === "string" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
                  <span key={index}>{part}</span>
                ) : (
                  <Link
                    // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
                    key={index}
                    to={`/leads/${part.lead.kind}/${part.lead.id}`}
                    className="text-brand-strong font-semibold underline"
                  >
                    {part.text}
                  </Link>
                ),
              )}
              .
            </p>
            <p className="text-small text-ink-soft">
              <time dateTime={entry.at}>{lagosTimeInWords(entry.at)}</time>
              {entry.address && ` · ${words.from} ${entry.address}`}
            </p>
          </li>
        ))}
      </ol>
      {page.next && (
        <Button type="button" variant="outline" className="mt-4" onClick={more}>
          {words.more}
        </Button>
      )}
    </section>
  );
}
