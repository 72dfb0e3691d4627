import type { Database } from "#server/db/database.ts";

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
  subject: string;
  text: string;
};

/**
 * Mail to staff goes through the same outbox as every other mail, so the
 * worker sends it (or keeps it queued without SMTP) and nothing is sent
 * from inside a request.
 */
export function staffMailQueue({ db }: Pick<Database, "db">) {
  return async function queueStaffMail(mail: StaffMail): Promise<void> {
    const at = new Date().toISOString();
    await db
      .insertInto("outbox_messages")
      .values({
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        attachment_name: null,
        unsubscribe_url: null,
        status: "queued",
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
  };
}

export type QueueStaffMail = ReturnType<typeof staffMailQueue>;

export function signInCodeMail(to: string, code: string, minutes: number): StaffMail {
  return {
    kind: "staff-sign-in-code",
    to,
    subject: `Your staff sign-in code: ${code}`,
    text: `Your code to sign in to the Enugu Tech Hub staff side is ${code}.\n\nIt works once, for ${minutes} minutes. If you did not ask for it, ignore this mail.\n`,
  };
}

export function invitationMail(to: string, link: string, hours: number): StaffMail {
  return {
    kind: "staff-invitation",
    to,
    subject: "You are invited to the Enugu Tech Hub staff side",
    text: `You have been given an account on the Enugu Tech Hub staff side.\n\nOpen this link and press "Continue" to sign in and set up a passkey:\n${link}\n\nThe link works once, within ${hours} hours.\n`,
  };
}

/** To a person whose account strangers asked codes for, past the limit (docs/decisions/148). */
export function signInAlertMail(to: string, pausedUntil: Date): StaffMail {
  return {
    kind: "staff-sign-in-alert",
    to,
    subject: "Sign-in codes for your staff account were paused",
    text: `Many sign-in codes for your Enugu Tech Hub staff account were asked for from places you have not signed in from. To keep your account safe, no more codes are sent there until ${lagosTime(pausedUntil)} (Enugu time).\n\nYour passkey still works, and a code asked for where you signed in before still comes.\n\nIf this was you, wait or use your passkey. If it was not you, your account is safe: nobody can sign in without your passkey or a code from this mailbox. Tell an admin if it keeps happening.\n`,
  };
}
