import * as z from "zod";
import { searchPhrases, searchTooShort } from "#schemas/inbox-search.ts";

/**
 * The staff side's calls (issue 21): one schema per body or query, used by the
 * staff UI and re-checked by the server; and one per answer (here and in
 * staff-leads.ts, staff-start.ts, publish.ts, editor.ts), which the route
 * declares and the staff UI reads by its type. Answers are strict objects, so
 * a key the server sends without its being named here fails the route tests
 * (server/staff/staff-answers.test.ts).
 */
export const staffRoles = ["admin", "staff", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who may open a staff page or call a staff route: some roles, or anyone ("public": sign-in, the UI's files). */
export type RouteRoles = readonly StaffRole[] | "public";

/**
 * Each role's name and what it may do, in the staff's words: where roles are
 * chosen (People) and in the invitation mail. The guard's route table is what
 * enforces it (server/staff/guard.ts).
 */
export const staffRoleWords: Record<StaffRole, { name: string; can: string }> = {
  admin: {
    name: "Admin",
    can: "everything Staff and Editor do, and People (invite, change roles, sign out, remove), erasing a person's records and the audit log.",
  },
  staff: {
    name: "Staff",
    can: "the leads (read them, mark them handled, export them), the applications to each call (move them through their stages, which mails the applicants) and the fees (invoices, recording bank transfers).",
  },
  editor: {
    name: "Editor",
    can: "Site content and Publish: change the website's words and pictures and put them live.",
  },
};

/**
 * Kinds of lead the inbox lists: the public forms' three and the talent
 * leads of issue 23. A new kind is one more entry here and one more table in
 * server/db/lead-queries.ts.
 */
export const leadKinds = [
  "contact",
  "brochure",
  "mailing",
  "application",
  "hiring-request",
] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ["new", "handled"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

const staffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address." }));

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date as YYYY-MM-DD." });

/** The inbox's filter, as the list, the counts and the export take it. */
export const inboxFilterSchema = z.strictObject({
  kind: z.optional(z.enum(leadKinds, { error: "Unknown kind of lead." })),
  status: z.optional(z.enum(leadStatuses, { error: "Status is new or handled." })),
  from: z.optional(day),
  to: z.optional(day),
  q: z.optional(
    z
      .string()
      .trim()
      .max(100, { error: "Search for at most 100 characters." })
      .refine((q) => q === "" || searchPhrases(q).length > 0, { error: searchTooShort }),
  ),
  /** Whose leads: a person's id, "me", or "none" for the leads nobody follows up. */
  assignee: z.optional(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Unknown person." })),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

/** A page of the inbox: the filter, where the last page ended, and how many rows. */
export const inboxPageSchema = inboxFilterSchema.extend({
  after: z.optional(z.string().max(200)),
  limit: z.optional(z.coerce.number().int().min(1).max(100)),
});

export const exportFormats = ["csv", "json"] as const;
export const inboxExportSchema = inboxFilterSchema.extend({
  format: z.enum(exportFormats, { error: "Export as csv or json." }),
});

export const leadRefSchema = z.strictObject({
  kind: z.enum(leadKinds, { error: "Unknown kind of lead." }),
  id: z.coerce.number().int().positive({ error: "Unknown lead." }),
});

/** An application whose résumé is asked for. */
export const resumeRefSchema = z.strictObject({
  id: z.coerce.number().int().positive({ error: "Unknown application." }),
});

export const handledSchema = z.strictObject({
  handled: z.boolean({ error: "Say whether the lead is handled." }),
});

export const signInEmailSchema = z.strictObject({ email: staffEmail });

export const inviteSchema = z.strictObject({
  email: staffEmail,
  role: z.enum(staffRoles, { error: "Choose a role." }),
});

export const roleChangeSchema = z.strictObject({
  role: z.enum(staffRoles, { error: "Choose a role." }),
});

/** The signed-in person's own passkeys and sessions (the "Your account" page). */
export const accountAnswerSchema = z.strictObject({
  email: z.string(),
  role: z.enum(staffRoles),
  /** Until when this session's sign-in counts as recent enough to add a passkey. */
  addPasskeyUntil: z.string(),
  passkeys: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string().nullable(),
      createdAt: z.string().nullable(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.strictObject({
      id: z.string(),
      browser: z.string(),
      signInMethod: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

/** A person on the People page (issue 32, item 18): times are ISO strings. */
export const staffPersonSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** When the newest invitation (or enrolment link) was sent, and by which admin; null by: on the server. */
  invitedAt: z.string().nullable(),
  invitedBy: z.string().nullable(),
  /** The first sign-in; null while the invitation is open. */
  joinedAt: z.string().nullable(),
  /** Until when the newest enrolment link works; null when there is none left. */
  linkExpiresAt: z.string().nullable(),
  passkeys: z.number().int(),
  activeSessions: z.number().int(),
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

export const peopleAnswerSchema = z.strictObject({ people: z.array(staffPersonSchema) });
export type PeopleAnswer = z.infer<typeof peopleAnswerSchema>;

/**
 * An invitation made or sent again: until when its link works, and whether an
 * email carries it (false while no mail server is set, SMTP_URL).
 */
export const invitationSentSchema = z.strictObject({
  linkExpiresAt: z.string(),
  mailed: z.boolean(),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** A person's role as it now is. */
export const roleChangedSchema = z.strictObject({ role: z.enum(staffRoles) });
export type RoleChanged = z.infer<typeof roleChangedSchema>;

/** A person signed out everywhere by an admin: how many sessions ended and passkeys went. */
export const sessionsEndedSchema = z.strictObject({
  sessions: z.number().int(),
  passkeys: z.number().int(),
});
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** A person, or one's own passkey, removed. */
export const removedSchema = z.strictObject({ removed: z.literal(true) });
export type Removed = z.infer<typeof removedSchema>;

/** One's own session ended. */
export const sessionEndedSchema = z.strictObject({ ended: z.literal(true) });
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

export const eraseSchema = z
  .strictObject({ email: staffEmail, confirmation: staffEmail })
  .refine((body) => body.email === body.confirmation, {
    path: ["confirmation"],
    error: "Type the same address again to confirm.",
  });

export const enrolmentSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,100}$/, { error: "This link is not complete." }),
});

/**
 * The staff sign-in page that comes back to a page of this staff side once
 * signed in (its `next`, read by staff/next-path.ts): the page's path, never
 * its query, which may hold a search for a person's name; no address of its
 * API; and no path a
 * browser reads as another host (`//other.example`, `/\other.example`).
 */
export function signInReturningTo(path: string): string {
  const leavesHost = path.startsWith("//") || path.includes("\\");
  // An address of the API is a step of something (GitHub's way back), not a page to come back to.
  const page = path.startsWith("/") && !path.startsWith("/api/") && path !== "/sign-in";
  if (!page || leavesHost || path === "/") return "/sign-in";
  return `/sign-in?next=${encodeURIComponent(path)}`;
}
