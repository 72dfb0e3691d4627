import { matchPath } from "react-router";
import type { RouteRoles } from "#schemas/staff.ts";
import { type StaffPage, staffPageList } from "#schemas/staff-pages.ts";
import { staffNavigation } from "#schemas/staff-sections.ts";

export { staffNavigation };

/** The roles that may open the page at an address, as the server checks them; null for no page of the table. */
export function rolesAt(pathname: string): RouteRoles | null {
  const page: StaffPage | undefined = staffPageList.find(({ path }) => matchPath(path, pathname));
  return page?.roles ?? null;
}

/** The section a page is in, as its menu names it: the deepest one whose address leads to it. */
export function sectionAt(pathname: string): (typeof staffNavigation)[number] | undefined {
  return staffNavigation
    .filter(
      (item) => pathname === item.to || (item.to !== "/" && pathname.startsWith(`${item.to}/`)),
    )
    .sort((a, b) => b.to.length - a.to.length)[0];
}
