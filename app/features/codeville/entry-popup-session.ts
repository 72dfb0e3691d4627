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

/**
 * Whether the visitor has already begun on this page: a field has the focus
 * or holds what they typed. A parent on a slow phone types before the page's
 * scripts arrive, and the welcome would take the focus (and the next
 * keystrokes) from the form; it waits for another page instead.
 */
export function visitorHasBegun(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return true;
  if (active instanceof HTMLSelectElement) return true;
  return [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      // Fields a visitor types in or ticks: a hidden field's value is the page's own.
      "input:not([type=hidden]):not([type=submit]):not([type=button]), textarea",
    ),
  ].some((field) =>
    field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
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
 * a browser session, not again once dismissed; not over a visitor who has
 * begun to fill in a form). Decided after hydration, so
 * the prerendered page never carries it and nothing waits for it. The decision
 * is marked on `<html data-entry-popup>` ("due" or "not-due"), as hydration is,
 * so end-to-end tests wait for it rather than for time.
 */
export function useEntryPopupDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const isDue = !dismissedThisSession() && !visitorHasBegun();
    setDue(isDue);
    document.documentElement.dataset.entryPopup = isDue ? "due" : "not-due";
  }, []);
  return due;
}
