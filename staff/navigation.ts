import { matchPath } from "react-router";
import type { RouteRoles, StaffRole } from "#schemas/staff.ts";
import { type StaffPage, staffPageList } from "#schemas/staff-pages.ts";

/**
 * The applications pages, after the leads: the server draws them, so they
 * work without JavaScript, and the navigation loads them as whole pages
 * (docs/decisions/198-staff-work-the-applications.md).
 */
const applications = {
  to: "/applications",
  label: "Applications",
  roles: ["staff", "admin"] as const,
  reloadDocument: true,
};

/**
 * The staff side's sections and who sees them: the pages of the table
 * (schemas/staff-pages.ts) that have a label, in its order. The server's
 * guard decides access; this only hides what a role cannot open.
 */
export const staffNavigation: readonly {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /** Opened as a new page: the editor has its own CSP (server/staff/staff-ui.ts); the server draws the applications. */
  reloadDocument?: boolean;
}[] = staffPageList.flatMap(({ id, path, label, roles, editor }) => {
  if (label === undefined || roles === "public") return [];
  const item = { to: path.replace(/\/\*$/, ""), label, roles, reloadDocument: editor === true };
  return id === "leads" ? [item, applications] : [item];
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
