import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { api } from "../api.ts";
import { copy } from "../copy.ts";
import { formatDate } from "./leads-page.tsx";

type AuditEntry = {
  id: number;
  at: string;
  actor_email: string | null;
  action: string;
  target: string | null;
  detail: unknown;
  address: string | null;
};
type AuditPage = { retentionDays: number; entries: AuditEntry[]; next: number | null };

/** Who did what, newest first (admins only). */
export function AuditPage() {
  const [page, setPage] = useState<AuditPage | null>(null);
  useEffect(() => {
    void api<AuditPage>("/api/audit").then(setPage);
  }, []);

  async function more() {
    if (!page?.next) return;
    const older = await api<AuditPage>(`/api/audit?before=${page.next}`);
    setPage({ ...older, entries: [...page.entries, ...older.entries] });
  }

  if (!page) return null;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-h1">
        {copy.audit.title}
      </h1>
      <p className="text-ink-soft mt-2">
        {copy.audit.kept} {page.retentionDays} {copy.audit.days}.
      </p>
      <ol className="mt-6 flex flex-col gap-2">
        {page.entries.map((entry) => (
          <li key={entry.id} className="border-line rounded-xl border p-3">
            <p className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold">{entry.action}</span>
              <time dateTime={entry.at} className="text-small text-ink-soft">
                {formatDate(entry.at)}
              </time>
            </p>
            <p className="text-small text-ink-soft break-all">
              {[
                entry.actor_email,
                entry.target,
                entry.address,
                entry.detail ? JSON.stringify(entry.detail) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </li>
        ))}
      </ol>
      {page.next && (
        <Button type="button" variant="outline" className="mt-4" onClick={more}>
          {copy.audit.more}
        </Button>
      )}
    </section>
  );
}
