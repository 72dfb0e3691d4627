import * as z from "zod";
import { hasOnlyMessageCharacters, noteCharactersRefusal } from "#schemas/fields.ts";
import { readablePhone } from "#schemas/phone-number.ts";
import { type LeadKind, type LeadStatus, leadKinds, staffRoles } from "#schemas/staff.ts";

/**
 * The inbox's answers and its follow-up calls (issue 32, items 12-15): one
 * schema each, whose inferred type the server returns and the staff UI reads,
 * so neither writes the shape a second time.
 */

/** What each kind of lead is called: the staff pages, the export and the staff's mail say this. */
export const leadKindNames: Record<LeadKind, string> = {
  contact: "Contact message",
  brochure: "Brochure request",
  mailing: "Mailing list",
  application: "Application",
  "hiring-request": "Hiring request",
};

/** One of a kind, as a sentence names it ("Ngozi opened contact message 12"). */
export const leadKindNouns: Record<LeadKind, string> = {
  contact: "contact message",
  brochure: "brochure request",
  mailing: "mailing-list signup",
  application: "application",
  "hiring-request": "hiring request",
};

/** Many of a kind, as a sentence or a file name counts them ("40 contact messages"). */
export const leadKindPlurals: Record<LeadKind, string> = {
  contact: "contact messages",
  brochure: "brochure requests",
  mailing: "mailing-list subscribers",
  application: "applications",
  "hiring-request": "hiring requests",
};

/**
 * What a person may be mailed about as it comes in: each kind of lead, and
 * programme applications (issue 34), which are no lead of the inbox but
 * come in the same way (walk of the staff side, 2026-11-29).
 */
export const leadAlertKinds = [...leadKinds, "programme-application"] as const;
export type LeadAlertKind = (typeof leadAlertKinds)[number];

/**
 * Each choice of mail, as the Lead mails page and the audit name it: the
 * talent pool's applications and the programmes' are named apart, since a
 * programme manager read "Applications" as theirs.
 */
export const leadAlertKindPlurals: Record<LeadAlertKind, string> = {
  ...leadKindPlurals,
  application: "talent pool applications (/talent)",
  "programme-application": "programme applications (Codeville, Startzone, Sparks)",
};

export const leadStatusNames: Record<LeadStatus, string> = { new: "New", handled: "Handled" };

/** What staff read of a lead besides when it came and who handled it, and what each is called. */
export const leadFieldLabels = {
  name: "Name",
  firstname: "First name",
  lastname: "Last name",
  email: "Email",
  phone: "Phone",
  status: "Subscription",
  message: "Message",
  company_name: "Company",
  company_website: "Company website",
  no_of_employees: "Number of employees",
  role: "Role",
  stack: "Stack",
  skill_requirement: "Skill requirement",
  level_of_commitment: "Level of commitment",
  start_date: "Start date",
  resume_name: "Résumé",
} as const;
export type LeadField = keyof typeof leadFieldLabels;

/**
 * Each kind's fields in the order a follow-up reads them: the lead's page,
 * the export's columns and the staff's mail about a new lead all take this
 * list, so a field added to a form is added here once.
 */
export const leadFieldsByKind = {
  contact: ["name", "email", "phone", "message"],
  brochure: ["email"],
  mailing: ["email", "status"],
  application: [
    "firstname",
    "lastname",
    "email",
    "phone",
    "stack",
    "skill_requirement",
    "resume_name",
  ],
  "hiring-request": [
    "firstname",
    "lastname",
    "email",
    "phone",
    "company_name",
    "company_website",
    "no_of_employees",
    "role",
    "skill_requirement",
    "level_of_commitment",
    "start_date",
  ],
} as const satisfies Record<LeadKind, readonly LeadField[]>;

export const subscriptionStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A mailing-list subscriber's state in words: the inbox's row, the lead's page, the export and the mail say this. */
export const subscriptionStatusNames: Record<SubscriptionStatus, string> = {
  pending: "Not confirmed",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

const text = z.string();
const optionalText = z.optional(z.string());

/** One lead as its page shows it: the fields of its kind (leadFieldsByKind) and its follow-up state. */
export const leadRecordSchema = z.strictObject({
  id: z.number().int(),
  email: text,
  created_at: text,
  handled_at: z.nullable(text),
  handled_by: z.nullable(text),
  /** The staff person's id it is assigned to, or null. */
  assigned_to: z.nullable(text),
  name: optionalText,
  firstname: optionalText,
  lastname: optionalText,
  phone: optionalText,
  status: z.optional(z.enum(subscriptionStatuses)),
  message: optionalText,
  company_name: optionalText,
  company_website: optionalText,
  no_of_employees: optionalText,
  role: optionalText,
  stack: optionalText,
  skill_requirement: optionalText,
  level_of_commitment: optionalText,
  start_date: optionalText,
  resume_name: optionalText,
});
export type LeadRecord = z.infer<typeof leadRecordSchema>;

/**
 * A field of a lead as staff read it, wherever they read it (its page, the
 * export, the mail about it): a phone number as it is dialled here, a
 * subscription's state in words, the rest as sent; empty when it has none.
 */
export function leadFieldText(field: LeadField, lead: LeadRecord): string {
  if (field === "phone") return lead.phone ? readablePhone(lead.phone) : "";
  if (field === "status") return lead.status ? subscriptionStatusNames[lead.status] : "";
  return lead[field] ?? "";
}

/** A staff member's note on a lead: who wrote it and when; its text is lead content. */
export const leadNoteSchema = z.strictObject({
  id: z.number().int(),
  author_email: text,
  body: text,
  created_at: text,
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const leadDetailSchema = z.strictObject({
  kind: z.enum(leadKinds),
  lead: leadRecordSchema,
  /** Oldest first, as a conversation reads. */
  notes: z.array(leadNoteSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** A row of the inbox list. */
export const inboxItemSchema = z.strictObject({
  kind: z.enum(leadKinds),
  id: z.number().int(),
  name: z.nullable(text),
  email: text,
  created_at: text,
  handled_at: z.nullable(text),
  handled_by: z.nullable(text),
  assigned_to: z.nullable(text),
  /** A mailing-list subscriber's state. */
  subscription: z.nullable(z.enum(subscriptionStatuses)),
  /** One line that says what the lead is about: a message's first line, a company and role, a stack. */
  summary: z.nullable(text),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** A lead marked handled (when, by whom) or reopened (both null). */
export const handledAnswerSchema = z.strictObject({
  handled_at: z.nullable(text),
  handled_by: z.nullable(text),
});
export type HandledAnswer = z.infer<typeof handledAnswerSchema>;

/** Leads marked handled or reopened at once: how many changed, and as what. */
export const bulkHandledAnswerSchema = handledAnswerSchema.extend({ changed: z.number().int() });
export type BulkHandledAnswer = z.infer<typeof bulkHandledAnswerSchema>;

/** A lead assigned to a person's id, or to nobody. */
export const assignedAnswerSchema = z.strictObject({ assigned_to: z.nullable(text) });
export type AssignedAnswer = z.infer<typeof assignedAnswerSchema>;

export const inboxPageAnswerSchema = z.strictObject({
  items: z.array(inboxItemSchema),
  next: z.nullable(text),
  /**
   * On a search's first page, how many more leads it matches that the rest
   * of the filter hides; null when nothing else is on, or on a later page.
   */
  hidden: z.nullable(z.number().int().nonnegative()),
});
export type InboxPageAnswer = z.infer<typeof inboxPageAnswerSchema>;

/** The people a lead can be assigned to: those whose role opens the inbox. */
export const assigneesSchema = z.strictObject({
  people: z.array(z.strictObject({ id: text, email: text })),
});
export type Assignees = z.infer<typeof assigneesSchema>;

/**
 * A staff member's note on a lead or an application: a few paragraphs of what
 * was said. Kept out of the public forms' field limits, whose every byte the
 * public pages carry.
 */
export const noteMaxChars = 2_000;

export const newNoteSchema = z.strictObject({
  text: z
    .string({ error: "Write the note first." })
    .trim()
    .min(1, { error: "Write the note first." })
    .max(noteMaxChars, { error: `Keep a note under ${noteMaxChars} characters.` })
    // PostgreSQL refuses NUL with a 500 and SQLite would store it: one rule with the public forms.
    .refine(hasOnlyMessageCharacters, { error: noteCharactersRefusal }),
});

/** A lead given to a person's account id, or to nobody; whether that id is someone is the repository's to say. */
export const assignSchema = z.strictObject({
  assignee: z.nullable(z.string({ error: "Choose a person, or nobody." })),
});

const leadRef = z.strictObject({
  kind: z.enum(leadKinds, { error: "Unknown kind of lead." }),
  id: z.number().int().positive({ error: "Unknown lead." }),
});

/** The most leads one "mark handled" takes: a page of the list. */
export const bulkHandledMax = 100;

export const bulkHandledSchema = z.strictObject({
  leads: z
    .array(leadRef)
    .min(1, { error: "Choose at least one lead." })
    .max(bulkHandledMax, { error: `Choose at most ${bulkHandledMax} leads at once.` }),
  handled: z.boolean({ error: "Say whether the leads are handled." }),
});

/** Which kinds of new lead a person gets a mail about. */
export const leadAlertsSchema = z.strictObject({
  kinds: z
    .array(z.enum(leadAlertKinds, { error: "Unknown kind of lead." }))
    .max(leadAlertKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, { error: "Name each kind once." }),
});
export type LeadAlerts = z.infer<typeof leadAlertsSchema>;

/** The signed-in person, as every staff page knows them. */
export const meSchema = z.strictObject({
  id: text,
  email: text,
  role: z.enum(staffRoles),
  /** Signed in by a code or an invitation: the session may only set up a passkey (decision 147). */
  passkeyNeeded: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** An erasure's answer: rows removed per table, and résumé files deleted. */
export const erasureAnswerSchema = z.strictObject({ removed: z.record(text, z.number()) });
export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;

/** The tables an erasure counts whose rows are leads (the rest are mails, caps and files). */
const leadTableNames = [
  "contact_messages",
  "brochure_requests",
  "mailing_list_signups",
  "talent_applications",
  "hiring_requests",
  "admission_applications",
];

/** How many leads and résumés an erasure removed, from its counts per table. */
export function erasedCounts(removed: Readonly<Record<string, unknown>>) {
  return {
    leads: leadTableNames.reduce((sum, table) => sum + Number(removed[table] ?? 0), 0),
    resumes: Number(removed.resume_files ?? 0),
  };
}

/** A line of the audit log as the staff API gives it: references and figures, never lead content. */
export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  at: text,
  actor_email: z.nullable(text),
  action: text,
  /** What was acted on, by reference: "contact:12", a person's id, a file, a build. */
  target: z.nullable(text),
  detail: z.nullable(z.record(text, z.unknown())),
  address: z.nullable(text),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.strictObject({
  retentionDays: z.number().int(),
  entries: z.array(auditEntrySchema),
  next: z.nullable(z.number().int()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
