import { useEffect, useState } from "react";
import { editorKey } from "#schemas/content/content-entries.ts";
import type { EditorEntryNames } from "#schemas/editor.ts";
import { api } from "../api.ts";
import { editorPlaceOf, useEditorAddress } from "./editor-location.ts";

/**
 * Keystatic's list of a collection, and the heading of an entry's page, name
 * each entry by its file name (`start-up-boost-2024`), and no setting of its
 * own changes that (decision 223). This names each row of a list, and the
 * entry in the heading, as the staff side names the entry everywhere
 * ("Startup Boost 2024", "Open until 31 December 2027"), in place of the
 * file name, from what the server reads of the entries as saved now.
 */

type Named = EditorEntryNames["entries"][number];

/** The mark on Keystatic's own file-name text of a row, holding the file name it shows. */
const slugMark = "data-entry-slug";
/** The mark on the name put in its place. */
const nameMark = "data-entry-name";

/** The element of a row's cell that shows only a file name of the list, if any. */
function fileNameText(row: Element, bySlug: ReadonlyMap<string, Named>): HTMLElement | undefined {
  const marked = row.querySelector<HTMLElement>(`[${slugMark}]`);
  if (marked) return marked;
  return [...row.querySelectorAll<HTMLElement>("[role=rowheader] *")].find(
    (element) => element.childElementCount === 0 && bySlug.has(element.textContent?.trim() ?? ""),
  );
}

function nameElement(named: Named): HTMLElement {
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
function nameRows(root: ParentNode, bySlug: ReadonlyMap<string, Named>) {
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
function nameHeading(root: ParentNode, bySlug: ReadonlyMap<string, Named>) {
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

export function ListNames({ savedAt }: { savedAt: Date | null }) {
  const { pathname, search } = useEditorAddress();
  const place = editorPlaceOf(pathname, search);
  const key = place.kind === "list" || place.kind === "entry" ? editorKey(place.item) : null;
  const [names, setNames] = useState<{ key: string; bySlug: Map<string, Named> } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each save
  useEffect(() => {
    if (key === null) return;
    let current = true;
    api<EditorEntryNames>(`/api/editor/names/${encodeURIComponent(key)}`).then(
      ({ entries }) => {
        if (current) setNames({ key, bySlug: new Map(entries.map((each) => [each.slug, each])) });
      },
      // Unnamed, the list still shows every entry by its file name, as Keystatic draws it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, savedAt]);
  useEffect(() => {
    if (names === null || names.key !== key) return;
    const name = () => {
      nameRows(document, names.bySlug);
      nameHeading(document, names.bySlug);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [names, key]);
  return null;
}
