/**
 * When a route's script chunk cannot be loaded (typically a chunk removed by a
 * new deployment), React Router reloads the *current* page. The visitor had
 * clicked a link, so after that one reload we finish the journey with a full
 * page load of the link's address. The address is kept only while a
 * navigation is in flight, and is consumed on the next start, so this can
 * happen at most once per interrupted navigation and never loops.
 */
const storageKey = "interrupted-navigation";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): the plain reload still works.
    return null;
  }
}

export function rememberNavigationInFlight(href: string | null): void {
  const store = storage();
  if (!store) return;
  if (href) store.setItem(storageKey, href);
  else store.removeItem(storageKey);
}

/** Returns true when it has sent the browser on to the interrupted address. */
export function resumeInterruptedNavigation(location: Location = window.location): boolean {
  const store = storage();
  const pending = store?.getItem(storageKey);
  if (!store || !pending) return false;
  store.removeItem(storageKey);
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (pending === current || !pending.startsWith("/")) return false;
  location.replace(pending);
  return true;
}
