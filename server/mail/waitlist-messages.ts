import type { OutboxDraft } from "#server/db/queued-mail-row.ts";
import type { MailSender } from "#server/mail/messages.ts";

/** How every waitlist mail ends: whom to ask, who writes, and the way out at the foot. */
function waitlistMailEnd(
  sender: MailSender,
  notice: { programme: string; leaveUrl: string },
): string[] {
  return [
    `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
    "",
    `The ${sender.name} team`,
    "",
    "--",
    `To leave the ${notice.programme} waitlist, open:`,
    notice.leaveUrl,
  ];
}

/**
 * What the mail that takes a place on a waitlist names: its programme and
 * its way out. Never the name the form was sent with: anyone may post any
 * address with any name (links included), and the mail would carry their
 * words to its owner (decision 241).
 */
export type WaitlistJoinedNotice = {
  to: string;
  programme: string;
  /** The sealed link that takes this address off the programme's waitlist. */
  leaveUrl: string;
};

const waitlistJoinedSubject = (notice: Pick<WaitlistJoinedNotice, "programme">) =>
  `You are on the ${notice.programme} waitlist`;

/**
 * The mail a new place on a waitlist gets at once (decision 226): the form's
 * page says the same to whoever posts an address, so this mail is how the
 * address's owner learns of the place, and leaves it if it was not theirs.
 */
export function waitlistJoinedNotice(
  sender: MailSender,
  notice: WaitlistJoinedNotice,
): OutboxDraft {
  return {
    kind: "waitlist-joined",
    to_address: notice.to,
    subject: waitlistJoinedSubject(notice),
    text_body: [
      "Hello,",
      "",
      `You are on the ${notice.programme} waitlist. We will email you once, as soon as applications to ${notice.programme} open, with the link to apply.`,
      "",
      "If you did not ask for this, or change your mind, the link at the foot of this mail takes you off the waitlist, and we will not write again.",
      "",
      ...waitlistMailEnd(sender, notice),
    ].join("\n"),
    attachment_name: null,
    unsubscribe_url: notice.leaveUrl,
  };
}

/** What the mail to an address that left a waitlist, and was posted again, names. */
export type WaitlistRejoinNotice = {
  to: string;
  programme: string;
  /** The sealed link whose page's one button puts the address back on the waitlist. */
  rejoinUrl: string;
};

/**
 * The mail a form post causes for an address that left the programme's
 * waitlist (decision 247): the place is not back until its owner presses
 * the link's button, so a stranger who posts the address gets nothing put
 * back, and its owner one mail a week at most, which they may ignore.
 */
export function waitlistRejoinNotice(
  sender: MailSender,
  notice: WaitlistRejoinNotice,
): OutboxDraft {
  return {
    kind: "waitlist-rejoin",
    to_address: notice.to,
    subject: `Back on the ${notice.programme} waitlist?`,
    text_body: [
      "Hello,",
      "",
      `Someone asked, with this email address, to join the ${notice.programme} waitlist, which this address left before. To be put back on it, open this link within a week and press "Yes, put me back on the waitlist":`,
      "",
      notice.rejoinUrl,
      "",
      "If you did not ask, do nothing: the address stays off the waitlist and we will not email it about this.",
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
  };
}

/** What the mail to a waiting place names: the programme's call and where to apply. */
export type CallOpenNotice = {
  to: string;
  programme: string;
  edition: string;
  closes: string | undefined;
  applyUrl: string;
  /** The sealed link that takes this address off the programme's waitlist. */
  leaveUrl: string;
};

const callOpenSubject = (notice: Pick<CallOpenNotice, "programme">) =>
  `Applications to ${notice.programme} are open`;

/**
 * The one mail a waitlist place gets when its programme opens a call
 * (issue 34): nothing of the person is in it, since a mail can be forwarded
 * and the name was never checked; a child's details are never in it.
 */
export function callOpenNotice(sender: MailSender, notice: CallOpenNotice): OutboxDraft {
  return {
    kind: "waitlist-call-open",
    to_address: notice.to,
    subject: callOpenSubject(notice),
    text_body: [
      "Hello,",
      "",
      `You asked us to tell you when ${notice.programme} takes applications again. Applications to ${notice.programme} (${notice.edition}) are open now${notice.closes ? ` until ${notice.closes}` : ""}:`,
      "",
      notice.applyUrl,
      "",
      "This is the only mail the waitlist sends about this call.",
      "",
      ...waitlistMailEnd(sender, notice),
    ].join("\n"),
    attachment_name: null,
    unsubscribe_url: notice.leaveUrl,
  };
}
