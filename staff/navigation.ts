import type { StaffRole } from "#schemas/staff.ts";
import { copy } from "./copy.ts";

/**
 * The staff side's sections and who sees them: one list, so the content
 * editor and the applications add a line each. The server's guard decides
 * access; this only hides what a role cannot open.
 */
export const staffNavigation: readonly {
  to: string;
  label: string;
  roles: readonly StaffRole[];
  /** Opened as a new page: the editor is served with its own CSP (server/staff/staff-ui.ts). */
  reloadDocument?: boolean;
}[] = [
  { to: "/", label: copy.nav.start, roles: ["admin", "staff", "editor"] },
  { to: "/leads", label: copy.nav.leads, roles: ["admin", "staff"] },
  // Before /people, which it lies under: the first entry whose path starts the address decides.
  { to: "/people/me", label: copy.nav.leadMails, roles: ["admin", "staff"] },
  { to: "/people", label: copy.nav.people, roles: ["admin"] },
  { to: "/audit", label: copy.nav.audit, roles: ["admin"] },
  { to: "/keystatic", label: copy.nav.content, roles: ["editor", "admin"], reloadDocument: true },
  { to: "/publish", label: copy.nav.publish, roles: ["admin", "editor"] },
  { to: "/account", label: copy.nav.account, roles: ["admin", "staff", "editor"] },
];
