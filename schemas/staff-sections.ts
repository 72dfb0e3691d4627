import type { StaffRole } from "#schemas/staff.ts";
import { staffPageList } from "#schemas/staff-pages.ts";

/**
 * The staff side's header, once for both who draw it: the staff UI
 * (staff/staff-header.tsx) and the applications pages the server draws
 * (server/admissions/staff/staff-html.ts).
 */
export const staffHeaderWords = {
  product: "Enugu Tech Hub · Staff",
  signOut: "Sign out",
  /** The navigation landmark's name. */
  sections: "Staff sections",
  /** The disclosure that holds the sections on a phone, outside the editor. */
  menuShort: "Menu",
} as const;

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

export type StaffSection = {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /** Opened as a new page: the editor has its own CSP (server/staff/staff-ui.ts); the server draws the applications. */
  reloadDocument?: boolean;
};

/**
 * The staff side's sections and who sees them: the pages of the table
 * (schemas/staff-pages.ts) that have a label, in its order. The server's
 * guard decides access; this only hides what a role cannot open.
 */
export const staffNavigation: readonly StaffSection[] = staffPageList.flatMap(
  ({ id, path, label, roles, editor }) => {
    if (label === undefined || roles === "public") return [];
    const item = { to: path.replace(/\/\*$/, ""), label, roles, reloadDocument: editor === true };
    return id === "leads" ? [item, applications] : [item];
  },
);
