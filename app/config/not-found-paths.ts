/**
 * Reserved paths at which the not-found page of each section is prerendered.
 * The server answers an unknown URL with the file of the longest matching
 * section prefix and status 404. Longest section first, so the first match wins.
 */
export const notFoundPages = [
  { section: "/codeville/", path: "/codeville/404" },
  { section: "/startzone/", path: "/startzone/404" },
  { section: "/", path: "/404" },
] as const;

export const notFoundPrerenderPaths = notFoundPages.map((page) => page.path);
