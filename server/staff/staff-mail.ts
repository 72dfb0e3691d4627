import { type StaffRole, staffRoleWords } from "#schemas/staff.ts";
import type { Database } from "#server/db/database.ts";
import { staffMailOutbox } from "#server/db/staff-mail-outbox.ts";
import type { MailSecrets } from "#server/mail/mail-secrets.ts";
import { secretMarkOf } from "#server/mail/secret-mark.ts";

export const staffMailKinds = [
  "staff-sign-in-code",
  "staff-invitation",
  "staff-sign-in-alert",
  "staff-account-notice",
] as const;
export type StaffMailKind = (typeof staffMailKinds)[number];

/** A time as staff read it: Enugu's clock, written out ("27 November 2026 at 14:05"). */
export function lagosTime(at: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Lagos",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
}

export type StaffMail = {
  kind: StaffMailKind;
  to: string;
  /** Never a secret: a subject shows in every notification and mail list. */
  subject: string;
} & (
  | { text: string; secret?: undefined }
  | {
      /** The text, given the mark that stands in its secret's place (`secretMarkOf`). */
      text: (mark: string) => string;
      /** A code or link: sealed while the mail waits, gone once it is sent. */
      secret: string;
    }
);

/** A staff mail's text, with its secret (if any) sealed and its own mark in the secret's place. */
function textAndSealedSecret(mail: StaffMail, secrets: MailSecrets) {
  if (mail.secret === undefined) return { text_body: mail.text, sealed_secret: null };
  const sealed = secrets.seal(mail.secret);
  return { text_body: mail.text(secretMarkOf(sealed)), sealed_secret: sealed };
}

/**
 * Mail to staff goes through the same outbox as every other mail, so the
 * worker sends it (or keeps it queued without SMTP) and nothing is sent
 * from inside a request. A secret is kept sealed beside the text, never in
 * it, as every mail's is (decisions 146 and 232).
 */
export function staffMailQueue(database: Pick<Database, "db">, secrets: MailSecrets) {
  const outbox = staffMailOutbox(database);
  return async function queueStaffMail(mail: StaffMail): Promise<void> {
    await outbox.queue({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      attachment_name: null,
      ...textAndSealedSecret(mail, secrets),
    });
  };
}

export type QueueStaffMail = ReturnType<typeof staffMailQueue>;

const signature = "Enugu Tech Hub staff side";

export function signInCodeMail(to: string, code: string, minutes: number): StaffMail {
  return {
    kind: "staff-sign-in-code",
    to,
    subject: "Your staff sign-in code",
    // The code leads the text, so a phone's notification shows it without opening the mail.
    text: (mark) =>
      `Your sign-in code: ${mark}\n\nIt works once, for ${minutes} minutes, on the staff sign-in page. After it, set up a passkey: the code only lets you do that.\n\nIf you did not ask for it, ignore this mail: nobody can sign in without the code.\n\n${signature}\n`,
    secret: code,
  };
}

export type Invitation = {
  to: string;
  link: string;
  role: StaffRole;
  /** Who invited: an admin's address, or null when made on the server (`staff add`). */
  invitedBy: string | null;
  staffUrl: string;
  expiresAt: Date;
};

export function invitationMail(invitation: Invitation): StaffMail {
  const role = staffRoleWords[invitation.role];
  const who = invitation.invitedBy ?? "The hub's administrator";
  return {
    kind: "staff-invitation",
    to: invitation.to,
    subject: "You are invited to the Enugu Tech Hub staff side",
    text: (mark) =>
      `${who} has given you an account on the Enugu Tech Hub staff side, as ${role.name}: ${role.can}\n\nOpen this link and press "Continue", then set up a passkey (your phone's or computer's fingerprint, face or screen lock):\n${mark}\n\nThe link works once, until ${lagosTime(invitation.expiresAt)} (Enugu time). If it has run out, ask ${invitation.invitedBy ?? "an admin"} to send a new one.\n\nAfterwards, sign in at ${invitation.staffUrl}/sign-in : bookmark it.\n\n${signature}\n`,
    secret: invitation.link,
  };
}

const notYouClosing =
  "If this was you, there is nothing to do. If it was not, tell an admin at once: they can sign you out everywhere and remove every passkey.";

/**
 * To a person whose account changed: what, when, and what to do if they did
 * not expect it (by default: they should have caused it, else tell an admin).
 */
export function accountNoticeMail(
  to: string,
  what: string,
  at: Date,
  closing: string = notYouClosing,
): StaffMail {
  return {
    kind: "staff-account-notice",
    to,
    subject: "Your staff account changed",
    text: `${what}\n\nWhen: ${lagosTime(at)} (Enugu time).\n\n${closing}\n\n${signature}\n`,
  };
}
/** To a person whose account strangers asked codes for, past the limit (docs/decisions/148). */
export function signInAlertMail(to: string, pausedUntil: Date): StaffMail {
  return {
    kind: "staff-sign-in-alert",
    to,
    subject: "Sign-in codes for your staff account were paused",
    text: `Many sign-in codes for your Enugu Tech Hub staff account were asked for from places you have not signed in from. To keep your account safe, no more codes are sent there until ${lagosTime(pausedUntil)} (Enugu time).\n\nYour passkey still works, and a code asked for where you signed in before still comes.\n\nIf this was you, wait or use your passkey. If it was not you, your account is safe: nobody can sign in without your passkey or a code from this mailbox. Tell an admin if it keeps happening.\n\n${signature}\n`,
  };
}
