import type { EntryPage, PublishState, WaitingEntry } from "#schemas/publish.ts";
import { urlOnSite } from "#schemas/site-url.ts";
import { copy } from "../../copy.ts";
import { EntryLink } from "./build-outcome.tsx";

const words = copy.publish;

/** How many pages of an entry the list links before it says "and more". */
const shownPages = 4;

/** Where a page is seen: its preview when that shows the saved changes, else the website as it is. */
type PageTarget = { preview: boolean; siteUrl: string };

/** A page of the site by its title, linked to where it can be seen. */
function PageLink({ page, target }: { page: EntryPage; target: PageTarget }) {
  return (
    <a
      className="underline underline-offset-2"
      href={target.preview ? `/preview/site${page.path}` : urlOnSite(target.siteUrl, page.path)}
      target="_blank"
      rel="noopener"
    >
      {page.title}
    </a>
  );
}

/**
 * Where an entry appears (or "every page" for site-wide words), each page by
 * its title, one a line: titles hold commas and colons of their own.
 */
export function EntryPages({ entry, target }: { entry: WaitingEntry; target: PageTarget }) {
  const [first] = entry.pages;
  if (first === undefined) return null;
  // Without a current preview the links open the live pages, which do not show the change yet.
  const label = target.preview ? words.pagesOfEntry : words.pagesOfEntryLive;
  if (entry.onEveryPage) {
    const home = entry.pages.find((page) => page.path === "/") ?? first;
    return (
      <p className="text-small wrap-anywhere">
        {label}: {words.everyPage} (<PageLink page={home} target={target} />)
      </p>
    );
  }
  const more = entry.pages.length - shownPages;
  return (
    <div className="text-small wrap-anywhere">
      <p>{label}:</p>
      <ul className="ms-4 list-disc">
        {entry.pages.slice(0, shownPages).map((page) => (
          // Spaced so each link, a line of small text, keeps 24 px to itself (WCAG 2.5.8).
          <li key={page.path} className="py-1">
            <PageLink page={page} target={target} />
          </li>
        ))}
        {more > 0 && <li className="py-1">{words.morePages(more)}</li>}
      </ul>
    </div>
  );
}

/** What changed in an entry, field by field, folded under "What changed". */
export function FieldChanges({ entry }: { entry: Pick<WaitingEntry, "fields" | "pictures"> }) {
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
            <EntryPages
              entry={entry}
              target={{ preview: state.preview.current, siteUrl: state.siteUrl }}
            />
            <FieldChanges entry={entry} />
          </li>
        ))}
      </ul>
    </>
  );
}
