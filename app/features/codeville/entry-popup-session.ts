import { useEffect, useState } from "react";

/** Where the browser session remembers that the entry popup was dismissed. */
export const entryPopupStorageKey = "codeville-entry-popup-dismissed";

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(entryPopupStorageKey) !== null;
  } catch {
    // Storage blocked: better never to show it than to show it on every page.
    return true;
  }
}

export function rememberEntryPopupDismissed(): void {
  try {
    window.sessionStorage.setItem(entryPopupStorageKey, "1");
  } catch {
    // Storage blocked: the popup closes all the same.
  }
}

/**
 * Whether the entry popup should show (DECISIONS.md: on the first page load of
 * a browser session, not again once dismissed). Decided after hydration, so
 * the prerendered page never carries it and nothing waits for it. The decision
 * is marked on `<html data-entry-popup>` ("due" or "not-due"), as hydration is,
 * so end-to-end tests wait for it rather than for time.
 */
export function useEntryPopupDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const isDue = !dismissedThisSession();
    setDue(isDue);
    document.documentElement.dataset.entryPopup = isDue ? "due" : "not-due";
  }, []);
  return due;
}
