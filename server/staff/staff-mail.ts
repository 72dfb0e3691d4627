import type { Database } from "#server/db/database.ts";

export type StaffMail = {
  kind: "staff-sign-in-code" | "staff-invitation";
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
