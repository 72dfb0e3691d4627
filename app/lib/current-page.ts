import { useLocation } from "react-router";

/**
 * A page's path without a trailing slash. The prerender requests `/about/`
 * while visitors load `/about`; both are the same page, so links compare
 * through this (NavLink with `end` would mark nothing in the prerendered HTML).
 */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
}

/** Whether a link leads to the page being shown: for `aria-current="page"`. */
export function useIsCurrentPage(): (link: string) => boolean {
  const current = pagePath(useLocation().pathname);
  return (link) => pagePath(link) === current;
}
