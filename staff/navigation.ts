import { matchPath } from "react-router";
import { serverDrawnSections } from "#schemas/server-drawn-sections.ts";
import type { RouteRoles, StaffRole } from "#schemas/staff.ts";
import { type StaffPage, staffPageList } from "#schemas/staff-pages.ts";

/** The sections the server draws (decision 198), after the leads, loaded as whole pages. */
const serverDrawn = serverDrawnSections.map((section) => ({ ...section, reloadDocument: true }));

/**
 * The staff side's sections and who sees them: the pages of the table
 * (schemas/staff-pages.ts) that have a label, in its order. The server's
 * guard decides access; this only hides what a role cannot open.
 */
export const staffNavigation: readonly {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /** Opened as a new page: the editor has its own CSP (server/staff/staff-ui.ts); the server draws the applications and payments. */
  reloadDocument?: boolean;
}[] = staffPageList.flatMap(({ id, path, label, roles, editor }) => {
  if (label === undefined || roles === "public") return [];
  const item = { to: path.replace(/\/\*$/, ""), label, roles, reloadDocument: editor === true };
  return id === "leads" ? [item, ...serverDrawn] : [item];
});

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
