/**
 * When a route's script chunk cannot be loaded (typically a chunk removed by a
 * new deployment), React Router reloads the *current* page. The visitor had
 * clicked a link, so after that one reload we finish the journey with a full
 * page load of the link's address.
 *
 * Only that reload resumes: the page start must be a reload of the very page
 * the navigation left from. A page the visitor opens themselves (typed,
 * bookmarked, a full-page link) is a plain navigation and never resumes, even
 * if a client-side navigation was in flight a moment before. The record is
 * consumed on the next start, so this happens at most once and never loops.
 */
const storageKey = "interrupted-navigation";

type NavigationInFlight = { from: string; to: string };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): the plain reload still works.
    return null;
  }
}

function pathOf(location: Pick<Location, "pathname" | "search" | "hash">): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function readRecord(raw: string | null): NavigationInFlight | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      "from" in value &&
      "to" in value &&
      typeof value.from === "string" &&
      typeof value.to === "string"
    ) {
      return { from: value.from, to: value.to };
    }
  } catch {
    // A value from an older version of the site: nothing to resume.
  }
  return null;
}

/** `to` is the address being navigated to, or null once the navigation has settled. */
export function rememberNavigationInFlight(
  to: string | null,
  from: Pick<Location, "pathname" | "search" | "hash"> = window.location,
): void {
  const store = storage();
  if (!store) return;
  if (to) store.setItem(storageKey, JSON.stringify({ from: pathOf(from), to }));
  else store.removeItem(storageKey);
}

/** How this document was reached, from the Navigation Timing entry. */
export function currentNavigationType(): string {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type ?? "navigate";
}

/** Returns true when it has sent the browser on to the interrupted address. */
export function resumeInterruptedNavigation(
  location: Location = window.location,
  navigationType: string = currentNavigationType(),
): boolean {
  const store = storage();
  if (!store) return false;
  const pending = readRecord(store.getItem(storageKey));
  store.removeItem(storageKey);
  if (!pending || navigationType !== "reload") return false;
  const current = pathOf(location);
  if (pending.from !== current || pending.to === current || !pending.to.startsWith("/")) {
    return false;
  }
  location.replace(pending.to);
  return true;
}
