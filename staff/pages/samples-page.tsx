import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { SampleFactState, SamplesState } from "#schemas/staff-start.ts";
import { ApiError, api } from "../api.ts";
import { copy } from "../copy.ts";
import { useMe } from "../staff-layout.tsx";

const words = copy.samples;

/** The facts by the editor's item they belong to, in the editor's order. */
function byItem(facts: readonly SampleFactState[]): [string, SampleFactState[]][] {
  const groups = new Map<string, SampleFactState[]>();
  for (const fact of facts) groups.set(fact.item, [...(groups.get(fact.item) ?? []), fact]);
  return [...groups];
}

/** One record of sample content: its values, where to replace them, and an admin's word on it. */
function Fact({
  fact,
  admin,
  act,
}: {
  fact: SampleFactState;
  admin: boolean;
  act: (path: string, body: unknown, done: string) => Promise<void>;
}) {
  return (
    <li className="border-line bg-surface flex flex-col gap-2 rounded-xl border p-4">
      <p className="font-semibold wrap-anywhere">{fact.record}</p>
      {/* On a phone each label sits above its value; from a tablet up, beside it. */}
      <dl className="text-small flex flex-col gap-2 sm:grid sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-x-4 sm:gap-y-1">
        {fact.fields.map((field) => (
          <div key={field.label} className="flex flex-col sm:contents">
            <dt className="text-ink-soft">{field.label}</dt>
            <dd className="wrap-anywhere">{field.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* The editor is a page of its own (its own CSP): a full load. */}
        <a
          href={fact.editorPath}
          className="text-brand-strong inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {words.open}
        </a>
        {admin && !fact.confirmed && (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              act("/api/samples/confirm", { fact: fact.id, digest: fact.digest }, words.kept)
            }
          >
            {words.keep}
          </Button>
        )}
      </div>
      {fact.confirmed && (
        <p className="text-small text-ink-soft flex flex-wrap items-center gap-x-3">
          <span>{words.confirmed(fact.confirmed.by, lagosTimeInWords(fact.confirmed.at))}</span>
          {admin && (
            <button
              type="button"
              className="text-brand-strong min-h-11 font-semibold underline underline-offset-4"
              onClick={() => act("/api/samples/unconfirm", { fact: fact.id }, words.undone)}
            >
              {words.undo}
            </button>
          )}
        </p>
      )}
    </li>
  );
}

/**
 * The sample content left in the website (issue 32, item 20): each record
 * with its values and the editor's page where it is replaced; an admin may
 * keep one as it is, which lets a Publish go live with it.
 */
export function SamplesPage() {
  const me = useMe();
  const admin = me.role === "admin";
  const [state, setState] = useState<SamplesState | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const load = useCallback(() => api<SamplesState>("/api/samples").then(setState), []);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(path: string, body: unknown, done: string) {
    try {
      await api(path, { method: "POST", body });
      setMessage({ text: done, problem: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : copy.failed, problem: true });
    }
    await load();
  }

  if (!state) return null;
  return (
    <section aria-labelledby="samples-title" className="flex flex-col gap-4 sm:max-w-3xl">
      <div className="flex flex-col gap-2">
        <h1 id="samples-title" className="text-h1">
          {words.title}
        </h1>
        <p>{words.intro}</p>
        <p className="font-semibold">{state.enforced ? words.enforced : words.notEnforced}</p>
        {admin && <p className="text-small text-ink-soft">{words.keepHint}</p>}
      </div>
      {message && (
        <p
          role={message.problem ? "alert" : "status"}
          className={message.problem ? "text-danger font-semibold" : ""}
        >
          {message.text}
        </p>
      )}
      {state.facts.length === 0 ? (
        <p className="bg-success-soft rounded-card p-4 font-semibold">{words.none}</p>
      ) : (
        byItem(state.facts).map(([item, facts]) => {
          const left = facts.filter((fact) => !fact.confirmed).length;
          return (
            <details
              key={item}
              className="bg-surface-muted rounded-card p-4"
              open={facts.length <= 3}
            >
              <summary className="min-h-11 cursor-pointer content-center font-semibold">
                {item} <span className="text-ink-soft font-normal">({words.left(left)})</span>
              </summary>
              <ul className="mt-3 flex flex-col gap-3">
                {facts.map((fact) => (
                  <Fact key={fact.id} fact={fact} admin={admin} act={act} />
                ))}
              </ul>
            </details>
          );
        })
      )}
    </section>
  );
}

/** On the Publish page: how much sample content is left, and the way to it. */
export function SampleContentNotice() {
  const [state, setState] = useState<SamplesState | null>(null);
  useEffect(() => {
    void api<SamplesState>("/api/samples").then(setState);
  }, []);
  if (!state || state.unconfirmed === 0) return null;
  return (
    <div className="bg-surface-muted rounded-card flex flex-col gap-1 p-4 sm:max-w-2xl">
      <p className="font-semibold">{words.onPublish(state.unconfirmed)}</p>
      {state.enforced && <p>{words.enforced}</p>}
      <Link
        to="/samples"
        className="text-brand-strong inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        {copy.start.website.samplesLink}
      </Link>
    </div>
  );
}
