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

export type StaffSection = {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /** Opened as a new page: the editor has its own CSP (server/staff/staff-ui.ts); the server draws the applications and payments. */
  reloadDocument?: boolean;
};

/**
 * The sections whose pages the staff host draws itself, so they work without
 * JavaScript (decisions 198, 209): after the leads, loaded as whole pages.
 */
export const serverDrawnSections = [
  { to: "/applications", label: "Applications", roles: ["staff", "admin"], reloadDocument: true },
  { to: "/payments", label: "Payments", roles: ["staff", "admin"], reloadDocument: true },
] as const satisfies readonly StaffSection[];

/** A server-drawn page's section, marked in its header. */
export type ServerDrawnSection = (typeof serverDrawnSections)[number]["to"];

/**
 * The staff side's sections and who sees them: the pages of the table
 * (schemas/staff-pages.ts) that have a label, in its order. The server's
 * guard decides access; this only hides what a role cannot open.
 */
export const staffNavigation: readonly StaffSection[] = staffPageList.flatMap(
  ({ id, path, label, roles, editor }) => {
    if (label === undefined || roles === "public") return [];
    const item = { to: path.replace(/\/\*$/, ""), label, roles, reloadDocument: editor === true };
    return id === "leads" ? [item, ...serverDrawnSections] : [item];
  },
);
