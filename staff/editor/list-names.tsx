import { useEffect } from "react";
import { editorKey } from "#content-model/content-entries.ts";
import { copy } from "../copy.ts";
import { editorPlaceOf, useEditorAddress } from "./editor-location.ts";
import { type EntryNames, readEntryNames, useEntryNames } from "./entry-names.ts";
import type { EntryName } from "./list-search.ts";
import { type ListShown, useListShown } from "./list-shown.ts";

/**
 * Keystatic's list of a collection, and the heading of an entry's page, name
 * each entry by its file name (`start-up-boost-2024`), and no setting of its
 * own changes that (decision 223). This names each row of a list, and the
 * entry in the heading, as the staff side names the entry everywhere
 * ("Startup Boost 2024", "Open until 31 December 2027"), in place of the
 * file name, from what the server reads of the entries as saved now; above
 * the list it says how many entries a search finds (decision 233).
 */

/** The mark on Keystatic's own file-name text of a row, holding the file name it shows. */
const slugMark = "data-entry-slug";
/** The mark on the name put in its place. */
const nameMark = "data-entry-name";

/** The element of a row's cell that shows only a file name of the list, if any. */
function fileNameText(row: Element, bySlug: EntryNames): HTMLElement | undefined {
  const marked = row.querySelector<HTMLElement>(`[${slugMark}]`);
  if (marked) return marked;
  return [...row.querySelectorAll<HTMLElement>("[role=rowheader] *")].find(
    (element) => element.childElementCount === 0 && bySlug.has(element.textContent?.trim() ?? ""),
  );
}

function nameElement(named: EntryName): HTMLElement {
  const element = document.createElement("span");
  element.setAttribute(nameMark, named.slug);
  // Whole, on as many lines as it takes: a name cut to "Codeville (all…" says nothing.
  element.className = "flex min-w-0 flex-col leading-snug whitespace-normal";
  const name = document.createElement("strong");
  name.className = "font-semibold";
  name.textContent = named.name;
  element.append(name);
  if (named.detail !== undefined) {
    const detail = document.createElement("span");
    detail.className = "text-small";
    detail.textContent = named.detail;
    element.append(detail);
  }
  return element;
}

/**
 * Puts each row's name beside its file-name text, hidden, once; again when
 * Keystatic reuses a row for another entry (its list draws only the rows in
 * view). Writes nothing when every row is named, so its own writes end the
 * round they start.
 */
function nameRows(root: ParentNode, bySlug: EntryNames) {
  // Beside columns, Keystatic heads the names' column "Slug": it holds names now.
  for (const header of root.querySelectorAll("[role=columnheader] *")) {
    if (header.childElementCount === 0 && header.textContent === "Slug")
      header.textContent = "Name";
  }
  for (const row of root.querySelectorAll("[role=row]")) {
    const text = fileNameText(row, bySlug);
    if (!text) continue;
    const named = bySlug.get(text.textContent?.trim() ?? "");
    const shown = text.parentElement?.querySelector(`[${nameMark}]`);
    if (named === undefined) {
      // A new entry the server did not list yet: its file name, rather than another's name.
      shown?.remove();
      text.hidden = false;
      continue;
    }
    if (shown?.getAttribute(nameMark) === named.slug) continue;
    shown?.remove();
    text.setAttribute(slugMark, named.slug);
    text.hidden = true;
    text.after(nameElement(named));
  }
}

/** The heading's last step, the entry's page itself ("Calls for applications › start-up-boost-2024"). */
function nameHeading(root: ParentNode, bySlug: EntryNames) {
  const current = root.querySelector('nav[aria-label="Breadcrumbs"] [aria-current="page"]');
  if (current === null || current.childElementCount > 0) return;
  const text = current.textContent?.trim() ?? "";
  // Named already, it holds its file name in the mark: its name may have changed with a save.
  const slug = bySlug.has(text) ? text : current.getAttribute(slugMark);
  const named = slug === null ? undefined : bySlug.get(slug);
  if (named === undefined || text === named.name) return;
  current.setAttribute(slugMark, named.slug);
  current.textContent = named.name;
}

/**
 * What the list shows, said above it: how many entries the search typed in
 * Keystatic's field finds, as its list reports it; with content in GitHub,
 * that the rows are file names (decision 233). Always in the page on a list,
 * empty or not, so a screen reader hears each new count.
 */
function ListStatus({ shown, inGitHub }: { shown?: ListShown; inGitHub: boolean }) {
  const search = shown?.search.trim() ?? "";
  const said = [
    inGitHub ? copy.editor.listByFileName : null,
    shown !== undefined && search !== ""
      ? copy.editor.searchFound(shown.shown, shown.of, search)
      : null,
  ].filter((line) => line !== null);
  return (
    <div
      role="status"
      className={said.length === 0 ? undefined : "border-line bg-surface border-b"}
    >
      {said.map((line) => (
        <p key={line} className="container-page text-small py-1 lg:py-2">
          {line}
        </p>
      ))}
    </div>
  );
}

export function ListNames({ savedAt, inGitHub }: { savedAt: Date | null; inGitHub: boolean }) {
  const { pathname, search } = useEditorAddress();
  const place = editorPlaceOf(pathname, search);
  // In GitHub this server holds no copy of the entries to name them by (decision 233).
  const key =
    !inGitHub && (place.kind === "list" || place.kind === "entry") ? editorKey(place.item) : null;
  const names = useEntryNames(key);
  const shown = useListShown(place.kind === "list" ? editorKey(place.item) : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each save
  useEffect(() => {
    // Unnamed, the list still shows every entry by its file name, as Keystatic draws it.
    if (key !== null) readEntryNames(key).catch(() => undefined);
  }, [key, savedAt]);
  useEffect(() => {
    if (names === undefined) return;
    const name = () => {
      nameRows(document, names);
      nameHeading(document, names);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [names]);
  if (place.kind !== "list") return null;
  return <ListStatus shown={shown} inGitHub={inGitHub} />;
}
