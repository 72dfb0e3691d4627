import { useEffect, useState } from "react";
import { editorKey } from "#content-model/content-entries.ts";
import { type ContentItem, contentItems } from "#content-model/registry.ts";

/**
 * Where Keystatic's UI is, read from its address (it moves with
 * history.pushState and tells no one): the page's content item, the entry
 * of a collection (or its list), and the entry a new one was copied from.
 * `base` is where Keystatic's own addresses start: `/keystatic`, or with
 * content in GitHub the branch shown, `/keystatic/branch/main` (decision 233).
 */

export type EditorPlace =
  | { kind: "elsewhere" }
  | { kind: "singleton"; base: string; item: ContentItem; file: string }
  | { kind: "list"; base: string; item: ContentItem }
  | { kind: "entry"; base: string; item: ContentItem; slug: string; file: string }
  | { kind: "new"; base: string; item: ContentItem; copiedFrom?: string };

const byKey = new Map(contentItems.map((item) => [editorKey(item), item]));

const keystaticAddress = /^(\/keystatic(?:\/branch\/[^/]+)?)(?:\/(.*))?$/;

export function editorPlaceOf(pathname: string, search: string): EditorPlace {
  const [, base = "", rest = ""] = keystaticAddress.exec(pathname) ?? [];
  const [kind, key = "", action, slug] = rest.split("/").map(decodeURIComponent);
  const item = byKey.get(key);
  if (item === undefined) return { kind: "elsewhere" };
  if (kind === "singleton" && item.kind === "singleton") {
    return { kind: "singleton", base, item, file: item.path };
  }
  if (kind !== "collection" || item.kind !== "collection") return { kind: "elsewhere" };
  if (action === "item" && slug) {
    return { kind: "entry", base, item, slug, file: `${item.path}/${slug}.yaml` };
  }
  if (action === undefined || action === "") return { kind: "list", base, item };
  if (action === "create") {
    const copiedFrom = new URLSearchParams(search).get("duplicate") ?? undefined;
    return { kind: "new", base, item, ...(copiedFrom ? { copiedFrom } : {}) };
  }
  return { kind: "elsewhere" };
}

const readAddress = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

/** The address Keystatic's UI shows now, followed as it moves. */
export function useEditorAddress(): { pathname: string; search: string } {
  const [address, setAddress] = useState(readAddress);
  useEffect(() => {
    const update = () =>
      setAddress((before) => {
        const now = readAddress();
        return now.pathname === before.pathname && now.search === before.search ? before : now;
      });
    // Keystatic redraws its page whenever it moves: each redraw is a moment to look.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("popstate", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("popstate", update);
    };
  }, []);
  return address;
}

/** Moves Keystatic's UI to an address of its own, as its router does, without loading the page again. */
export function moveEditorTo(href: string) {
  window.history.pushState(null, "", href);
  window.dispatchEvent(new PopStateEvent("popstate"));
}
