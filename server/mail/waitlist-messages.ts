import type { OutboxDraft } from "#server/db/queued-mail-row.ts";
import type { MailSender } from "#server/mail/messages.ts";

/** What the mail to a waiting place names: the greeting, the programme's call and where to apply. */
export type CallOpenNotice = {
  to: string;
  name: string;
  programme: string;
  edition: string;
  closes: string | undefined;
  applyUrl: string;
  /** The sealed link that takes this address off the programme's waitlist. */
  leaveUrl: string;
};

export const callOpenSubject = (notice: Pick<CallOpenNotice, "programme">) =>
  `Applications to ${notice.programme} are open`;

/**
 * The one mail a waitlist place gets when its programme opens a call
 * (issue 34): the greeting is the only thing of the person in it, since a
 * mail can be forwarded; a child's details are never in it.
 */
export function callOpenNotice(sender: MailSender, notice: CallOpenNotice): OutboxDraft {
  return {
    kind: "waitlist-call-open",
    to_address: notice.to,
    subject: callOpenSubject(notice),
    text_body: [
      `Hello ${notice.name},`,
      "",
      `You asked us to tell you when ${notice.programme} takes applications again. Applications to ${notice.programme} (${notice.edition}) are open now${notice.closes ? ` until ${notice.closes}` : ""}:`,
      "",
      notice.applyUrl,
      "",
      "This is the only mail the waitlist sends about this call.",
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
      "",
      "--",
      `To leave the ${notice.programme} waitlist, open:`,
      notice.leaveUrl,
    ].join("\n"),
    attachment_name: null,
    unsubscribe_url: notice.leaveUrl,
  };
}
