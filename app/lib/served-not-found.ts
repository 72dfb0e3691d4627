import { notFoundPages } from "#app/config/not-found-paths.ts";

/**
 * The server answers an unknown URL with the not-found page prerendered at
 * /404. React Router 7.18's browser router matches paths case-insensitively
 * (its client routes drop `caseSensitive`), so hydrating that page at /About
 * would render About and mismatch the served HTML. Hydrating at the page's own
 * path, then putting the visitor's address back, keeps the designed 404.
 */
let servedAddress: string | null = null;

export function pinServedNotFoundLocation(): void {
  if (!document.querySelector("[data-not-found-page]")) return;
  const page = notFoundPages.find((candidate) => location.pathname.startsWith(candidate.section));
  if (!page || location.pathname === page.path) return;
  servedAddress = `${location.pathname}${location.search}${location.hash}`;
  history.replaceState(history.state, "", page.path);
}

/** Called once the not-found page has hydrated. */
export function restoreServedAddress(): void {
  if (servedAddress === null) return;
  history.replaceState(history.state, "", servedAddress);
  servedAddress = null;
}
