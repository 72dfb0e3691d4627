import type { RouteRoles } from "#schemas/staff.ts";

/**
 * The staff side's pages, once: the staff UI's router draws them
 * (staff/main.tsx), its navigation lists those with a label
 * (staff/navigation.ts), and the server serves each path to its roles only
 * (server/staff/staff-ui.ts, through the guard). A new page is a line here
 * and its element in staff/main.tsx, which the type of that map asks for.
 */
export type StaffPage = {
  /**
   * The address, as both routers write it (":kind" a part, a trailing "/*"
   * the pages under it). The staff UI's router matches "/x/*" at "/x" too;
   * the server is told both.
   */
  path: string;
  /** Who may open it: the server refuses the rest, the UI does not offer it to them. */
  roles: RouteRoles;
  /** Its name in the navigation, in the navigation's order; none for a page reached from another. */
  label?: string;
  /**
   * The content editor (Keystatic): served with its own, looser content
   * policy (server/staff/staff-ui.ts), so the navigation loads it as a new
   * page, and leaving it too.
   */
  editor?: true;
  /**
   * The server answers this address with a route of its own (the preview's
   * pages, server/staff/preview-site.ts), and the staff UI's shell only for
   * what it has not: the UI draws that answer.
   */
  ownRoute?: true;
};

const everyone: RouteRoles = ["admin", "staff", "editor"];
const leadReaders: RouteRoles = ["staff", "admin"];
const editors: RouteRoles = ["editor", "admin"];
const admins: RouteRoles = ["admin"];

export const staffPages = {
  signIn: { path: "/sign-in", roles: "public" },
  enrol: { path: "/enrol", roles: "public" },
  start: { path: "/", roles: everyone, label: "Start" },
  leads: { path: "/leads", roles: leadReaders, label: "Leads" },
  lead: { path: "/leads/:kind/:id", roles: leadReaders },
  leadMails: { path: "/people/me", roles: leadReaders, label: "Lead mails" },
  people: { path: "/people", roles: admins, label: "People" },
  audit: { path: "/audit", roles: admins, label: "Audit log" },
  // Keystatic's UI lives under /keystatic (its router's fixed base).
  editor: { path: "/keystatic/*", roles: editors, label: "Site content", editor: true },
  publish: { path: "/publish", roles: editors, label: "Publish" },
  samples: { path: "/samples", roles: editors },
  // An entry's preview, opened from the entry in the editor (the preview's pages: server/staff/preview-site.ts).
  previewEntry: { path: "/preview/entry/*", roles: editors },
  // A page the preview does not have: the preview's route answers with the shell, which draws this.
  previewMissing: { path: "/preview/site/*", roles: editors, ownRoute: true },
  account: { path: "/account", roles: everyone, label: "Your account" },
} as const satisfies Record<string, StaffPage>;

export type StaffPageId = keyof typeof staffPages;

/** The table's pages, in its order. */
export const staffPageList: readonly (StaffPage & { id: StaffPageId })[] = Object.entries(
  staffPages,
).map(([id, page]) => ({ id: id as StaffPageId, ...page }));
