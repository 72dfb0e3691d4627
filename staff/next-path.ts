/**
 * Where to go once signed in: the `next` of the sign-in page's address when
 * it is a page of this staff side, else the start page. Resolved as the
 * browser would: `/\other.example` and `/<tab>/other.example` read as
 * `//other.example`, another host, so a prefix check alone is not enough.
 */
export function nextPathOf(search: string, origin: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next?.startsWith("/")) return "/";
  const target = new URL(next, origin);
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : "/";
}
