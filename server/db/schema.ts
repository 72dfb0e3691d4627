import type { ColumnType, Generated } from "kysely";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import type { BuildMode, SiteBuildKind, SiteBuildStatus } from "#schemas/publish.ts";

/** Timestamps are ISO-8601 text in both databases, so exports read the same. */
type CreatedAt = ColumnType<string, string, never>;

/** Double opt-in: pending until the link in the confirmation mail is opened. */
export type SignupStatus = "pending" | "confirmed" | "unsubscribed";

export type MailingListSignupsTable = {
  id: Generated<number>;
  email: string;
  sheet: string;
  status: ColumnType<SignupStatus, SignupStatus | undefined, SignupStatus>;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** When and by which staff member the lead was marked handled; null while new. */
  handled_at: ColumnType<string | null, never, string | null>;
  handled_by: ColumnType<string | null, never, string | null>;
  /** The staff person (staff_user.id) following the lead up; null while nobody is. */
  assigned_to: ColumnType<string | null, never, string | null>;
  /** Sealed into this signup's confirmation links; a new one when it becomes pending again. */
  confirm_nonce: string | null;
  created_at: CreatedAt;
};

export type ContactMessagesTable = {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When and by which staff member the lead was marked handled; null while new. */
  handled_at: ColumnType<string | null, never, string | null>;
  handled_by: ColumnType<string | null, never, string | null>;
  /** The staff person (staff_user.id) following the lead up; null while nobody is. */
  assigned_to: ColumnType<string | null, never, string | null>;
  created_at: CreatedAt;
};

export type BrochureRequestsTable = {
  id: Generated<number>;
  email: string;
  /** When and by which staff member the lead was marked handled; null while new. */
  handled_at: ColumnType<string | null, never, string | null>;
  handled_by: ColumnType<string | null, never, string | null>;
  /** The staff person (staff_user.id) following the lead up; null while nobody is. */
  assigned_to: ColumnType<string | null, never, string | null>;
  created_at: CreatedAt;
};

export type OutboxStatus = "queued" | "sent" | "failed";

export type OutboxMessagesTable = {
  id: Generated<number>;
  kind:
    | "brochure"
    | "contact-notification"
    | "confirmation"
    | "application-confirmation"
    | "application-notification"
    | "hiring-request-confirmation"
    | "hiring-request-notification"
    | "admission-confirmation"
    | "admission-stage"
    | "admission-repeat"
    | "waitlist-joined"
    | "waitlist-rejoin"
    | "waitlist-call-open"
    | "payment-offer"
    | "payment-receipt"
    | "payment-reminder"
    | "staff-sign-in-code"
    | "staff-invitation"
    | "staff-sign-in-alert"
    | "staff-account-notice"
    | LeadAlertMailKind;
  to_address: string;
  subject: string;
  text_body: string;
  attachment_name: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: CreatedAt;
  sent_at: string | null;
  /** The one-click address of the List-Unsubscribe header; null for staff mail. */
  unsubscribe_url: string | null;
  /**
   * 0: the hourly budget does not count it (staff mail, the staff's
   * notifications); else its turn among its client's visitor mail, 1 within
   * the client's share (docs/decisions/155-mail-budget-spent-at-sending.md).
   */
  send_priority: ColumnType<number, number | undefined, number>;
  /** The bearer code or link a mail carries, sealed, until it is sent (server/mail/mail-secrets.ts). */
  sealed_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Reply-To: the visitor a staff member's mail about their lead answers. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
};

/** The staff's mail about a new lead, one kind per kind of lead (its retention follows the lead's). */
export type LeadAlertMailKind =
  | "contact-alert"
  | "brochure-alert"
  | "mailing-alert"
  | "application-alert"
  | "hiring-request-alert"
  | "admission-alert";

export type SpamRejectionsTable = {
  id: Generated<number>;
  endpoint: string;
  created_at: CreatedAt;
};

/** When each kind of mail last went to an address: the per-recipient cap. */
export type MailRecipientCapsTable = {
  kind: string;
  address: string;
  last_queued_at: string;
};

/**
 * Mail queued to visitors per clock hour (UTC, "2026-11-24T13"), as instances
 * before decision 155 counted it; swept until its table is dropped.
 */
export type MailSendBudgetTable = { hour: string; queued: number };

/** Visitor mail sent per clock hour (UTC, "2026-11-24T13"), all instances together. */
export type MailHourlySendsTable = { hour: string; sent: number };

export type ServiceSecretsTable = { name: string; value: string };

export type RateLimitHitsTable = { key: string; hits: number; reset_at: number | string };

/** One line of the staff audit log: never lead content (issue 21). */
export type StaffAuditLogTable = {
  id: Generated<number>;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  address: string | null;
};

/** better-auth's user table, as the staff queries read it. */
export type StaffUserTable = {
  id: string;
  name: string;
  email: string;
  role: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
  /** When the person was last invited, and by which admin's address (null: `staff add`). */
  invitedAt: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  invitedBy: string | null;
  /** The first sign-in; null while the invitation is open. */
  joinedAt: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
};

export type StaffSessionTable = {
  id: string;
  token: string;
  userId: string;
  expiresAt: ColumnType<Date | string, Date | string, Date | string>;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
  ipAddress: string | null;
  userAgent: string | null;
  /** How it was opened: "passkey", or "email-code"/"enrolment-link", which only set up a passkey. */
  signInMethod: string | null;
};

export type StaffPasskeyTable = {
  id: string;
  userId: string;
  credentialID: string;
  name: string | null;
  createdAt: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  /** The last sign-in it made (issue 31, item 6). */
  lastUsedAt: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
};

/** better-auth's one-time values: enrolment links (by digest) and sign-in codes (keyed digests). */
export type StaffVerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: ColumnType<Date | string, Date | string, Date | string>;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
};

/** What the staff sign-in limits count: a code sent or a failed sign-in, under one key. */
export type StaffSignInAttemptsTable = {
  id: Generated<number>;
  key: string;
  /** Milliseconds since 1970 (bigint: PostgreSQL returns it as text). */
  at: ColumnType<number | string, number, never>;
};

/** Issue 23: an aspiring techie's application; the résumé is a file in UPLOADS_DIR. */
/** A form's questions as applicants saw them (issue 34), stored once per distinct form. */
export type AdmissionFormVersionsTable = {
  id: Generated<number>;
  /** The programme whose form it is (content/admissions/<form>.yaml). */
  form: string;
  /** SHA-256 of `questions`: the same form is one version, whichever instance stores it. */
  digest: string;
  /** The questions as JSON. */
  questions: string;
  created_at: CreatedAt;
};

/** An application on the hub's own form (issue 34): one per address and call. */
export type AdmissionApplicationsTable = {
  id: Generated<number>;
  /** The call's file name (`sparks-2024`). */
  call: string;
  /** What the applicant quotes (SPK-2024-0042); set in the transaction that stores the row. */
  reference: string | null;
  email: string;
  form_version_id: number;
  /** The answers as JSON, by question id of the form version. */
  answers: string;
  /** The uploaded PDF's random name in UPLOADS_DIR/admissions, if the form took one. */
  file: string | null;
  file_name: string | null;
  file_bytes: number | null;
  file_sha256: string | null;
  created_at: CreatedAt;
  /** Where it stands: a stage id of its programme (schemas/admission-stages.ts, decision 237); "received" when stored. */
  stage: ColumnType<AdmissionStage, AdmissionStage | undefined, AdmissionStage>;
  stage_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The names, address and reference, folded for the staff search (server/db/admission-pages.ts). */
  search_text: ColumnType<string, string | undefined, string>;
  /** What a sort by name orders: the names, or else the address, folded (server/db/admission-list-order.ts). */
  sort_name: ColumnType<string, string | undefined, string>;
  /** The staff person (staff_user.id) working it; null while nobody is (decision 217). */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The child a kids programme's application is for, folded as the search
   * folds (`applicationChildKey`); '' on other programmes. Unique with the
   * call and address: one application per child, or per address (decision 243).
   */
  child_key: ColumnType<string, string | undefined, string>;
};

/** A staff member's note on an application (decision 217): the applicant's data, erased with it. */
export type AdmissionNotesTable = {
  id: Generated<number>;
  application_id: number;
  /** The author's id; their address stays when the account is removed. */
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
};

/** A place on a programme's waitlist (issue 34): one per address and programme. */
export type WaitlistEntriesTable = {
  id: Generated<number>;
  /** The programme of content/calls/ (`kids-code-camp`). */
  programme: string;
  /** The person's name; a parent's for a kids programme. */
  name: string;
  /** Lower-cased, as every stored address. */
  email: string;
  child_age: number | null;
  created_at: CreatedAt;
  /**
   * When the address left (decision 241): the row is then a note, without
   * name or age, that keeps a form post from taking the place and mailing again.
   */
  left_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * When a place left was last mailed the link that puts it back (decision
   * 247): a form post mails it again only a week after.
   */
  rejoin_asked_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A place told about a call (decision 205): at most one mail per place and call. */
export type WaitlistNoticesTable = {
  entry_id: number;
  /** The call's file name (`kids-code-camp-2027`). */
  call: string;
  queued_at: string;
};

/** Who moved an application to a stage, and when (decision 198): a stage is reached once. */
export type AdmissionStageChangesTable = {
  id: Generated<number>;
  application_id: number;
  from_stage: AdmissionStage;
  to_stage: AdmissionStage;
  /** The staff person's id; their address stays when the account is removed. */
  staff_id: string | null;
  staff_email: string;
  at: string;
  /** The subject of the mail queued with the move; '' when none went, null on lines stored before it was kept. */
  mail_subject: ColumnType<string | null, string | null | undefined, string | null>;
};

export type TalentApplicationsTable = {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  stack: string;
  skill_requirement: string;
  /** The file's random name in UPLOADS_DIR; never the name it was sent with. */
  resume_file: string;
  /** The name the sender's file had, for the staff's download. */
  resume_name: string;
  resume_bytes: number;
  resume_sha256: string;
  created_at: CreatedAt;
  /** When and by which staff member the lead was marked handled; null while new. */
  handled_at: ColumnType<string | null, never, string | null>;
  handled_by: ColumnType<string | null, never, string | null>;
  /** The staff person (staff_user.id) following the lead up; null while nobody is. */
  assigned_to: ColumnType<string | null, never, string | null>;
};

/** Issue 23: a company asking the hub for talent. */
export type HiringRequestsTable = {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  company_name: string;
  company_website: string;
  no_of_employees: string;
  role: string;
  skill_requirement: string;
  level_of_commitment: string;
  /** YYYY-MM-DD, as the form's date input gives it. */
  start_date: string;
  created_at: CreatedAt;
  /** When and by which staff member the lead was marked handled; null while new. */
  handled_at: ColumnType<string | null, never, string | null>;
  handled_by: ColumnType<string | null, never, string | null>;
  /** The staff person (staff_user.id) following the lead up; null while nobody is. */
  assigned_to: ColumnType<string | null, never, string | null>;
};

/** Issue 32: a staff member's note on a lead; it goes with the lead (a trigger on each lead table). */
export type LeadNotesTable = {
  id: Generated<number>;
  lead_kind: string;
  lead_id: number;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
};

/** Which kinds of new lead a staff person is mailed about, from `since` on. */
export type StaffLeadAlertsTable = { user_id: string; lead_kind: string; since: string };

/** One mail per lead per person: a row here is the mail queued. */
export type LeadAlertDeliveriesTable = {
  lead_kind: string;
  lead_id: number;
  user_id: string;
  queued_at: string;
};

/** Issue 22: a site build in the publish queue (server/db/site-builds-repository.ts). */
export type SiteBuildsTable = {
  id: Generated<number>;
  kind: SiteBuildKind;
  status: SiteBuildStatus;
  /** The step a build is at ("prerender"), or the check that failed. */
  step: string | null;
  /** Why it failed, or what it published ("3 entries changed"). */
  message: string | null;
  /** The staff member's email, or null for the daily rebuild. */
  requested_by: string | null;
  requested_at: string;
  started_at: string | null;
  /** Moved on while the build runs; a stale one means its builder stopped. */
  heartbeat_at: string | null;
  finished_at: string | null;
  content_commit: string | null;
  /** The release folder built, or rolled back to. */
  release: string | null;
  /** How the pages were made; null until the pages step ran. */
  mode: BuildMode | null;
  /** JSON: each finished step and its milliseconds (server/db/site-builds-repository.ts). */
  steps: string | null;
  /** JSON: why it failed, each problem in the editor's words. */
  problems: string | null;
  /** JSON: the entries a publish takes live, or going back brings back. */
  changes: string | null;
};

/**
 * A table whose deleted rows must still be wiped from the database's files
 * (server/db/erased-traces.ts): noted in the deleting transaction.
 */
export type TraceCleanupsTable = { id: Generated<number>; table_name: string; noted_at: string };

/** A running instance of the service, heard from at `seen_at` (server/db/service-instances.ts). */
export type ServiceInstancesTable = {
  id: string;
  host: string;
  pid: number;
  started_at: string;
  seen_at: string;
};

/** An erased address, hashed, kept while a backup may still hold it (server/db/erasure-ledger.ts). */
export type ErasuresTable = { address_hash: string; erased_at: string };

/** Issue 32, item 20: an admin's confirmation that a sample fact may go live as it is. */
export type SampleConfirmationsTable = {
  /** The fact's id (content-model/sample-facts.server.ts): its file, and its place in it. */
  fact: string;
  /** The digest of the sample values confirmed; another digest is not confirmed. */
  digest: string;
  /** The admin's email. */
  confirmed_by: string;
  confirmed_at: string;
};

/** Issue 35: what a parent owes for a place offered, in whole kobo. */
export type PaymentInvoicesTable = {
  id: Generated<number>;
  /** The application's id; no foreign key, so an erased application leaves the books whole. */
  application_id: number;
  /** The application's reference (KCC-2027-0001): what a bank transfer quotes. */
  reference: string;
  call: string;
  currency: "NGN";
  total_kobo: number;
  /** JSON: the ways to pay (server/payments/invoice.ts), each part's amount and due date. */
  schedule: string;
  created_at: CreatedAt;
};

/**
 * One part of an invoice as its standing counts it (decision 231): the
 * schedule's instalments, or the whole fee for an invoice paid in full
 * only. Written with the invoice, in its transaction; the schedule's JSON
 * stays what the pages, mails and PDFs read.
 */
export type PaymentInstalmentsTable = {
  invoice_id: number;
  /** The part's place in the schedule, from 0, as a reminder's `part` names it. */
  part: number;
  /** YYYY-MM-DD: the part is late from the day after. */
  due_on: string;
  amount_kobo: number;
};

/** A Paystack transaction the service opened: its reference and the amount it asked for. */
export type PaymentCheckoutsTable = {
  reference: string;
  invoice_id: number;
  amount_kobo: number;
  created_at: CreatedAt;
  /** Paystack's checkout address, kept so a second press reuses it (decision 239); null until Paystack answers. */
  checkout_url: string | null;
};

export type PaymentMethod = "paystack" | "bank-transfer" | "refund";

/** Money received (or refunded) against an invoice; a provider's reference records once. */
export type PaymentRecordsTable = {
  id: Generated<number>;
  invoice_id: number;
  method: PaymentMethod;
  /** Paystack's transaction reference; null for what staff record by hand. */
  provider_reference: string | null;
  /** Always positive: a refund's method says it goes back. */
  amount_kobo: number;
  /** YYYY-MM-DD, the day the money moved. */
  paid_on: string;
  note: string | null;
  /** "paystack", or the staff member's email. */
  recorded_by: string;
  recorded_at: string;
  /** The one-time token of the staff form that recorded it; unique, so a form sent twice records once. */
  form_token: string | null;
};

/**
 * Why money was refused, or recorded and held for staff: `ended-application`
 * is a charge recorded for an application withdrawn or declined since its
 * checkout opened, to be refunded (decision 207); `over-payment` a charge
 * recorded that took more than the invoice's total, the excess to refund.
 */
export type PaymentAlarmKind =
  | "amount-mismatch"
  | "currency-mismatch"
  | "unknown-reference"
  | "ended-application"
  | "over-payment";

/** The reminders a week and a day before an instalment falls due (issue 35). */
export type PaymentReminderKind = "week-before" | "day-before";

/** A reminder queued: one per invoice, instalment and kind, however many instances run. */
export type PaymentRemindersTable = {
  id: Generated<number>;
  invoice_id: number;
  /** The instalment's place in the invoice's schedule, from 0. */
  part: number;
  kind: PaymentReminderKind;
  queued_at: string;
};

/** Money that arrived and was refused, for staff to look into (never card data). */
export type PaymentAlarmsTable = {
  id: Generated<number>;
  invoice_id: number | null;
  provider_reference: string | null;
  kind: PaymentAlarmKind;
  detail: string;
  created_at: CreatedAt;
  /** When staff marked it dealt with, and who (their address); null while open (decision 240). */
  dealt_with_at: string | null;
  dealt_with_by: string | null;
};

/** A payment link staff sent again (decision 240): once per press of the form, by its token. */
export type PaymentLinkResendsTable = {
  id: Generated<number>;
  invoice_id: number;
  form_token: string;
  queued_at: string;
};

export type LeadsDatabase = {
  payment_invoices: PaymentInvoicesTable;
  payment_instalments: PaymentInstalmentsTable;
  payment_checkouts: PaymentCheckoutsTable;
  payment_records: PaymentRecordsTable;
  payment_alarms: PaymentAlarmsTable;
  payment_reminders: PaymentRemindersTable;
  payment_link_resends: PaymentLinkResendsTable;
  sample_confirmations: SampleConfirmationsTable;
  site_builds: SiteBuildsTable;
  staff_audit_log: StaffAuditLogTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_passkey: StaffPasskeyTable;
  staff_sign_in_attempts: StaffSignInAttemptsTable;
  staff_verification: StaffVerificationTable;
  mailing_list_signups: MailingListSignupsTable;
  contact_messages: ContactMessagesTable;
  brochure_requests: BrochureRequestsTable;
  outbox_messages: OutboxMessagesTable;
  spam_rejections: SpamRejectionsTable;
  mail_recipient_caps: MailRecipientCapsTable;
  mail_send_budget: MailSendBudgetTable;
  mail_hourly_sends: MailHourlySendsTable;
  service_secrets: ServiceSecretsTable;
  rate_limit_hits: RateLimitHitsTable;
  talent_applications: TalentApplicationsTable;
  admission_form_versions: AdmissionFormVersionsTable;
  admission_applications: AdmissionApplicationsTable;
  admission_stage_changes: AdmissionStageChangesTable;
  admission_notes: AdmissionNotesTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_notices: WaitlistNoticesTable;
  hiring_requests: HiringRequestsTable;
  trace_cleanups: TraceCleanupsTable;
  service_instances: ServiceInstancesTable;
  erasures: ErasuresTable;
  lead_notes: LeadNotesTable;
  staff_lead_alerts: StaffLeadAlertsTable;
  lead_alert_deliveries: LeadAlertDeliveriesTable;
};
