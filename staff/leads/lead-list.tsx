import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import {
  type BulkHandledAnswer,
  type InboxItem,
  subscriptionStatusNames,
} from "#schemas/staff-leads.ts";
import { ApiError, api } from "../api.ts";
import { copy, kindNames } from "../copy.ts";
import { inboxCopy } from "../inbox-copy.ts";
import { personName } from "../person-name.ts";
import { StatusBadge } from "./status-badge.tsx";

const words = inboxCopy.leads;

const keyOf = (item: Pick<InboxItem, "kind" | "id">) => `${item.kind}:${item.id}`;

type LeadListProps = {
  items: InboxItem[];
  /** Who each lead may be assigned to, by id. */
  assignees: ReadonlyMap<string, string>;
  /** After many were marked: the list reloads. */
  onChanged: () => void;
};

/**
 * The leads, newest first: each a link to its page, with what it is about
 * in one line, and a box to choose it for "mark handled" on many at once.
 */
export function LeadList({ items, assignees, onChanged }: LeadListProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  function toggle(key: string) {
    setMessage(null);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  async function mark(handled: boolean) {
    const leads = items
      .filter((item) => chosen.has(keyOf(item)))
      .map(({ kind, id }) => ({ kind, id }));
    setBusy(true);
    try {
      const answer = await api<BulkHandledAnswer>("/api/leads/handled", {
        method: "POST",
        body: { leads, handled },
      });
      setChosen(new Set());
      setMessage({
        text: handled ? words.marked(answer.changed) : words.reopened(answer.changed),
        problem: false,
      });
      onChanged();
    } catch (error) {
      // The choice stays, so the person can try again after reading why.
      setMessage({ text: error instanceof ApiError ? error.message : copy.failed, problem: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {message && chosen.size === 0 && (
        <p role={message.problem ? "alert" : "status"} className="mt-4 font-semibold">
          {message.text}
        </p>
      )}
      <ul className="mt-4 flex flex-col gap-2">
        {items.map((item) => {
          const key = keyOf(item);
          const title = item.name ?? item.email;
          const assignee = item.assigned_to ? assignees.get(item.assigned_to) : undefined;
          return (
            <li key={key} className="border-line flex items-stretch rounded-xl border">
              <label className="flex min-w-12 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={chosen.has(key)}
                  onChange={() => toggle(key)}
                  aria-label={`${words.choose} ${title}`}
                />
              </label>
              <Link
                to={`/leads/${item.kind}/${item.id}`}
                className="hover:bg-surface-muted flex min-w-0 flex-1 flex-col gap-1 rounded-r-xl py-3 pr-4"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="min-w-0 truncate font-semibold">{title}</span>
                  <span className="text-small flex flex-wrap items-center gap-2">
                    <span className="rounded-pill bg-surface-sunken px-3 py-1">
                      {kindNames[item.kind]}
                    </span>
                    {item.subscription && (
                      <span className="rounded-pill bg-surface-sunken px-3 py-1">
                        {subscriptionStatusNames[item.subscription]}
                      </span>
                    )}
                    <StatusBadge status={item.handled_at ? "handled" : "new"} />
                  </span>
                </span>
                {item.name && (
                  <span className="text-small text-ink-soft truncate">{item.email}</span>
                )}
                {item.summary && <span className="line-clamp-2 break-words">{item.summary}</span>}
                <span className="text-small text-ink-soft">
                  <time dateTime={item.created_at}>{lagosTimeInWords(item.created_at)}</time>
                  {assignee && ` · ${words.assignedTo} ${personName(assignee)}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {chosen.size > 0 && (
        <div className="bg-surface border-line sticky bottom-0 mt-4 flex flex-wrap items-center gap-2 rounded-xl border p-3 shadow-lg">
          <p className="font-semibold">{words.chosen(chosen.size)}</p>
          <Button type="button" disabled={busy} onClick={() => mark(true)}>
            {words.markHandled}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={() => mark(false)}>
            {words.reopen}
          </Button>
          <Button type="button" variant="outline" onClick={() => setChosen(new Set())}>
            {words.unchoose}
          </Button>
          {message?.problem && (
            <p role="alert" className="text-danger w-full font-semibold">
              {message.text}
            </p>
          )}
        </div>
      )}
    </>
  );
}
