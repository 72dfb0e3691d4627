import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type LeadKind, leadKinds } from "#schemas/staff.ts";
import { api } from "../api.ts";
import { copy, kindNames } from "../copy.ts";
import { useMe } from "../staff-layout.tsx";

type StartCounts = { received: Record<LeadKind, number>; confirmedSubscribers: number };

/** Counts at a glance: what came in this week, and the mailing list's size. */
export function StartPage() {
  const me = useMe();
  const [counts, setCounts] = useState<StartCounts | null>(null);
  const readsLeads = me.role !== "editor";
  useEffect(() => {
    if (readsLeads) void api<StartCounts>("/api/start").then(setCounts);
  }, [readsLeads]);

  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title" className="text-h1">
        {copy.start.title}
      </h1>
      {counts && (
        <>
          <h2 className="text-h3 mt-6">{copy.start.received}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {leadKinds.map((kind) => (
              <li key={kind} className="bg-surface-muted rounded-card p-4">
                <Link to={`/leads?kind=${kind}`} className="flex flex-col">
                  <span className="text-h2">{counts.received[kind]}</span>
                  <span className="text-ink-soft">{kindNames[kind]}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="bg-brand-soft rounded-card mt-3 flex flex-col p-4">
            <span className="text-h2">{counts.confirmedSubscribers}</span>
            <span className="text-ink-soft">{copy.start.confirmed}</span>
          </p>
        </>
      )}
    </section>
  );
}
