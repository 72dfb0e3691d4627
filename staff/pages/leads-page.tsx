import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, FieldMessage, Input, Select } from "#app/components/ui/field.tsx";
import { searchPhrases, searchTooShort } from "#schemas/inbox-search.ts";
import { leadKinds, leadStatuses } from "#schemas/staff.ts";
import { type InboxPageAnswer, leadKindPlurals } from "#schemas/staff-leads.ts";
import { ApiError, api } from "../api.ts";
import { ChoiceField } from "../choice-field.tsx";
import { copy, kindNames, statusNames } from "../copy.ts";
import { inboxCopy } from "../inbox-copy.ts";
import { LeadList } from "../leads/lead-list.tsx";
import { useAssignees } from "../leads/use-assignees.ts";
import { personName } from "../person-name.ts";

const words = inboxCopy.leads;
const filterKeys = ["kind", "status", "assignee", "from", "to"] as const;
const queryKeys = ["q", ...filterKeys] as const;

/**
 * The search's matches the filters hide, said beside the results with a
 * link that keeps the search and drops the filters (issue 32, item 6): a
 * plain link, so it is the address of the wider list.
 */
function HiddenMatches({ count, params }: { count: number; params: URLSearchParams }) {
  const status = leadStatuses.find((each) => each === params.get("status"));
  const onlyStatus = status && filterKeys.every((key) => key === "status" || !params.get(key));
  const other = leadStatuses.find((each) => each !== status);
  const where = onlyStatus && other ? words.hiddenIn(statusNames[other]) : words.hiddenOutside;
  return (
    <p className="bg-surface-muted rounded-card mt-3 px-4 py-3">
      {words.hiddenMatches(count, where)} —{" "}
      <Link
        to={`?${new URLSearchParams({ q: params.get("q") ?? "" })}`}
        className="text-brand-strong font-semibold underline"
      >
        {words.showAllMatches}
      </Link>
    </p>
  );
}

/** What a page coming here may say: an erasure that is done. */
type Notice = { notice?: string };

/**
 * Every lead, newest first, as the address bar filters it (so a filter can
 * be shared). On a phone the search comes first and the filters fold away,
 * so the first lead shows on the first screen.
 */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const notice = (location.state as Notice | null)?.notice;
  const people = useAssignees();
  const [page, setPage] = useState<InboxPageAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = new URLSearchParams(
    queryKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])),
  );
  const queryText = query.toString();
  const activeFilters = filterKeys.filter((key) => params.get(key)).length;

  const load = useCallback(() => {
    setProblem(null);
    api<InboxPageAnswer>(`/api/leads?${queryText}`).then(setPage, (error: unknown) =>
      setProblem(error instanceof ApiError ? error.message : copy.failed),
    );
  }, [queryText]);
  useEffect(load, [load]);

  async function more() {
    if (!page?.next) return;
    const next = new URLSearchParams(queryText);
    next.set("after", page.next);
    const older = await api<InboxPageAnswer>(`/api/leads?${next}`);
    setPage({ ...page, items: [...page.items, ...older.items], next: older.next });
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get("q") ?? "").trim();
    // The server's rule, said before asking it.
    if (q && searchPhrases(q).length === 0) {
      setProblem(searchTooShort);
      return;
    }
    setParams(
      new URLSearchParams(
        queryKeys.flatMap((key) => {
          const value = String(form.get(key) ?? "").trim();
          return value ? [[key, value]] : [];
        }),
      ),
    );
  }

  const kind = leadKinds.find((each) => each === params.get("kind"));
  const exported = kind ? leadKindPlurals[kind] : words.everyLead;
  return (
    <section aria-labelledby="leads-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 id="leads-title" className="text-h1">
          {words.title}
        </h1>
        <Link to="/people/me" className="text-small text-brand-strong font-semibold underline">
          {words.leadMails}
        </Link>
      </div>
      {notice && (
        <p
          role="status"
          className="bg-success-soft text-success rounded-card mt-3 p-3 font-semibold"
        >
          {notice}
        </p>
      )}

      <search aria-label={words.searchLabel} className="mt-4 block">
        <form key={queryText} onSubmit={apply}>
          <Field>
            <FieldLabel htmlFor="q">{words.searchLabel}</FieldLabel>
            <div className="flex gap-2">
              <Input
                id="q"
                name="q"
                type="search"
                enterKeyHint="search"
                defaultValue={params.get("q") ?? ""}
                aria-describedby="q-hint q-problem"
                aria-invalid={problem ? true : undefined}
              />
              <Button type="submit">{words.search}</Button>
            </div>
            <FieldMessage id="q-hint">{words.searchHint}</FieldMessage>
            <FieldMessage id="q-problem" tone="error" role="alert">
              {problem}
            </FieldMessage>
          </Field>
          <details className="bg-surface-muted rounded-card mt-3">
            <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold">
              {words.filters}
              {activeFilters > 0 && (
                <span className="text-ink-soft font-normal">
                  {" "}
                  · {words.filtersOn(activeFilters)}
                </span>
              )}
            </summary>
            <div className="grid gap-3 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-5">
              <ChoiceField
                id="kind"
                name="kind"
                label={words.kind}
                values={leadKinds}
                names={kindNames}
                defaultValue={params.get("kind") ?? ""}
                anyName={words.anyKind}
              />
              <ChoiceField
                id="status"
                name="status"
                label={words.status}
                values={leadStatuses}
                names={statusNames}
                defaultValue={params.get("status") ?? ""}
                anyName={words.anyStatus}
              />
              <Field>
                <FieldLabel htmlFor="assignee">{words.assignee}</FieldLabel>
                <Select id="assignee" name="assignee" defaultValue={params.get("assignee") ?? ""}>
                  <option value="">{words.anyone}</option>
                  <option value="me">{words.me}</option>
                  <option value="none">{words.nobody}</option>
                  {people.map((person) => (
                    <option key={person.id} value={person.id}>
                      {personName(person.email)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                <FieldLabel htmlFor="from">{words.from}</FieldLabel>
                <Input id="from" name="from" type="date" defaultValue={params.get("from") ?? ""} />
              </Field>
              <Field>
                <FieldLabel htmlFor="to">{words.to}</FieldLabel>
                <Input id="to" name="to" type="date" defaultValue={params.get("to") ?? ""} />
              </Field>
              <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
                <Button type="submit">{words.apply}</Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setParams(new URLSearchParams())}
                >
                  {words.clear}
                </Button>
              </div>
            </div>
          </details>
        </form>
      </search>

      <p className="text-small mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-ink-soft">{words.exportOf(exported)}</span>
        <a
          className="text-brand-strong font-semibold underline"
          href={`/api/leads/export?format=csv&${queryText}`}
          download
        >
          {words.exportCsv}
        </a>
        <a
          className="text-brand-strong font-semibold underline"
          href={`/api/leads/export?format=json&${queryText}`}
          download
        >
          {words.exportJson}
        </a>
      </p>

      {page?.hidden ? <HiddenMatches count={page.hidden} params={params} /> : null}
      {page && page.items.length === 0 && <p className="mt-6">{words.empty}</p>}
      {page && (
        <LeadList
          items={page.items}
          assignees={new Map(people.map((person) => [person.id, person.email]))}
          onChanged={load}
        />
      )}
      {page?.next && (
        <Button type="button" variant="outline" className="mt-4" onClick={more}>
          {words.more}
        </Button>
      )}
    </section>
  );
}
