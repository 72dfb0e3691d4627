import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { type LeadKind, type LeadStatus, leadKinds, leadStatuses } from "#schemas/staff.ts";
import { api } from "../api.ts";
import { ChoiceField } from "../choice-field.tsx";
import { copy, kindNames, statusNames } from "../copy.ts";

export type InboxItem = {
  kind: LeadKind;
  id: number;
  name: string | null;
  email: string;
  created_at: string;
  handled_at: string | null;
  subscription: string | null;
};

const filterKeys = ["kind", "status", "from", "to", "q"] as const;

export function formatDate(iso: string) {
  return new Date(iso).toLocaleString("en-NG", { dateStyle: "medium", timeStyle: "short" });
}

/** Every lead, newest first, filtered by what the address bar says (so a filter can be shared). */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const [items, setItems] = useState<InboxItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const filter = new URLSearchParams(
    filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])),
  );
  const filterText = filter.toString();

  useEffect(() => {
    setLoaded(false);
    void api<{ items: InboxItem[]; next: string | null }>(`/api/leads?${filterText}`).then(
      (page) => {
        setItems(page.items);
        setNext(page.next);
        setLoaded(true);
      },
    );
  }, [filterText]);

  async function more() {
    if (!next) return;
    const query = new URLSearchParams(filterText);
    query.set("after", next);
    const page = await api<{ items: InboxItem[]; next: string | null }>(`/api/leads?${query}`);
    setItems((current) => [...current, ...page.items]);
    setNext(page.next);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(
      new URLSearchParams(
        filterKeys.flatMap((key) => {
          const value = String(form.get(key) ?? "").trim();
          return value ? [[key, value]] : [];
        }),
      ),
    );
  }

  return (
    <section aria-labelledby="leads-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="leads-title" className="text-h1">
          {copy.leads.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <a
            className="rounded-pill text-brand-strong inline-flex min-h-11 items-center border-2 border-current px-4 font-semibold"
            href={`/api/leads/export?format=csv&${filterText}`}
            download
          >
            {copy.leads.exportCsv}
          </a>
          <a
            className="rounded-pill text-brand-strong inline-flex min-h-11 items-center border-2 border-current px-4 font-semibold"
            href={`/api/leads/export?format=json&${filterText}`}
            download
          >
            {copy.leads.exportJson}
          </a>
        </div>
      </div>

      <form
        key={filterText}
        onSubmit={apply}
        aria-label={copy.leads.filters}
        className="bg-surface-muted rounded-card mt-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field className="sm:col-span-2">
          <FieldLabel htmlFor="q">{copy.leads.search}</FieldLabel>
          <Input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </Field>
        <ChoiceField
          id="kind"
          name="kind"
          label={copy.leads.kind}
          values={leadKinds}
          names={kindNames}
          defaultValue={params.get("kind") ?? ""}
          anyName={copy.leads.anyKind}
        />
        <ChoiceField
          id="status"
          name="status"
          label={copy.leads.status}
          values={leadStatuses}
          names={statusNames}
          defaultValue={params.get("status") ?? ""}
          anyName={copy.leads.anyStatus}
        />
        <Field>
          <FieldLabel htmlFor="from">{copy.leads.from}</FieldLabel>
          <Input id="from" name="from" type="date" defaultValue={params.get("from") ?? ""} />
        </Field>
        <Field>
          <FieldLabel htmlFor="to">{copy.leads.to}</FieldLabel>
          <Input id="to" name="to" type="date" defaultValue={params.get("to") ?? ""} />
        </Field>
        <div className="flex gap-2 sm:col-span-2 lg:self-end">
          <Button type="submit">{copy.leads.apply}</Button>
          <Button type="button" variant="outline" onClick={() => setParams(new URLSearchParams())}>
            {copy.leads.clear}
          </Button>
        </div>
      </form>

      {loaded && items.length === 0 && <p className="mt-6">{copy.leads.empty}</p>}
      <ul className="mt-6 flex flex-col gap-2" aria-busy={!loaded}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <Link
              to={`/leads/${item.kind}/${item.id}`}
              className="border-line hover:bg-surface-muted flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border p-4"
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold">{item.name ?? item.email}</span>
                {item.name && (
                  <span className="text-small text-ink-soft truncate">{item.email}</span>
                )}
              </span>
              <span className="text-small flex flex-wrap items-center gap-2">
                <span className="rounded-pill bg-surface-sunken px-3 py-1">
                  {kindNames[item.kind]}
                </span>
                {item.subscription && (
                  <span className="rounded-pill bg-surface-sunken px-3 py-1">
                    {item.subscription}
                  </span>
                )}
                <StatusBadge status={item.handled_at ? "handled" : "new"} />
                <time dateTime={item.created_at} className="text-ink-soft">
                  {formatDate(item.created_at)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {next && (
        <Button type="button" variant="outline" className="mt-4" onClick={more}>
          {copy.leads.more}
        </Button>
      )}
    </section>
  );
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={
        status === "new"
          ? "rounded-pill bg-accent-soft text-accent-ink px-3 py-1 font-semibold"
          : "rounded-pill bg-success-soft text-success px-3 py-1 font-semibold"
      }
    >
      {statusNames[status]}
    </span>
  );
}
