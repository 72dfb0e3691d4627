import type { PublishState, WaitingEntry } from "#schemas/publish.ts";
import { copy } from "../../copy.ts";
import { EntryLink } from "./build-outcome.tsx";

const words = copy.publish;

/** How many pages of an entry the list links before it says "and more". */
const shownPages = 4;

/** A page of the site, linked to its preview when the preview shows the saved changes. */
function PageLink({ page, preview }: { page: string; preview: boolean }) {
  if (!preview) return <span>{page}</span>;
  return (
    <a
      className="underline underline-offset-2"
      href={`/preview/site${page}`}
      target="_blank"
      rel="noopener"
    >
      {page}
    </a>
  );
}

/** Where an entry appears (or "every page" for site-wide words), linked to the current preview. */
export function EntryPages({ entry, preview }: { entry: WaitingEntry; preview: boolean }) {
  if (entry.pages.length === 0) return null;
  return (
    <p className="text-small wrap-anywhere">
      {words.pagesOfEntry}:{" "}
      {entry.onEveryPage ? (
        <>
          {words.everyPage} (<PageLink page="/" preview={preview} />)
        </>
      ) : (
        entry.pages.slice(0, shownPages).map((page, index) => (
          <span key={page}>
            {index > 0 ? ", " : ""}
            <PageLink page={page} preview={preview} />
          </span>
        ))
      )}
      {!entry.onEveryPage && entry.pages.length > shownPages
        ? ` +${entry.pages.length - shownPages}`
        : ""}
    </p>
  );
}

function FieldChanges({ entry }: { entry: WaitingEntry }) {
  if (entry.fields.length === 0 && entry.pictures === 0) return null;
  return (
    <details>
      <summary className="text-small cursor-pointer font-semibold">{words.whatChanged}</summary>
      <dl className="mt-2 flex flex-col gap-2">
        {entry.fields.map((change) => (
          <div key={change.field} className="bg-surface rounded-lg p-2">
            <dt className="text-small font-semibold">{change.field}</dt>
            <dd className="text-small grid gap-x-3 sm:grid-cols-2">
              {change.before === null ? (
                // Something new has no "before" to strike out: it is added, and shown whole.
                <span className="wrap-anywhere sm:col-span-2">
                  <span className="text-success font-semibold">{words.added}: </span>
                  <ins className="no-underline">{change.after}</ins>
                </span>
              ) : change.after === null ? (
                <span className="wrap-anywhere sm:col-span-2">
                  <span className="text-danger font-semibold">{words.removed}: </span>
                  <del className="decoration-danger">{change.before}</del>
                </span>
              ) : (
                <>
                  <span className="wrap-anywhere">
                    <span className="text-ink-soft">{words.before}: </span>
                    <del className="decoration-danger">{change.before}</del>
                  </span>
                  <span className="wrap-anywhere">
                    <span className="text-ink-soft">{words.after}: </span>
                    <ins className="no-underline">{change.after}</ins>
                  </span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {entry.pictures > 0 && <p className="text-small mt-2">{words.pictures(entry.pictures)}</p>}
    </details>
  );
}

/**
 * What is saved in the editor but not live, entry by entry as the editor
 * names it: what happened to it, what changed field by field, where it
 * appears, and a link to it in the editor.
 */
export function WaitingEntries({ state }: { state: PublishState }) {
  const publishing = new Set(state.active?.entries.map((entry) => entry.name) ?? []);
  if (state.waiting.length === 0) return <p>{words.nothingWaiting}</p>;
  return (
    <>
      {state.live === null && <p>{words.notPublishedYet}</p>}
      <ul className="flex flex-col gap-3">
        {state.waiting.map((entry) => (
          <li key={entry.name} className="border-line flex flex-col gap-1 rounded-xl border p-3">
            <p className="wrap-anywhere">
              <EntryLink entry={entry} /> · {words.changes[entry.change]}
              {publishing.has(entry.name) ? ` · ${words.beingPublished}` : ""}
            </p>
            <EntryPages entry={entry} preview={state.preview.current} />
            <FieldChanges entry={entry} />
          </li>
        ))}
      </ul>
    </>
  );
}
