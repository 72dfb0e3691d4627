import { fillWords } from "#content-model/fill-words.ts";
import type { WaitlistMails } from "#content-model/site/waitlist-mails.ts";
import type { OutboxDraft } from "#server/db/queued-mail-row.ts";

/**
 * A waitlist mail as its reader gets it: the editors' words
 * (content/site/waitlist-mails.yaml) filled in with `values`, under the one
 * greeting and above the closing lines; with a way out, the leave words at
 * its foot under the signature's "--".
 */
function waitlistMailText(
  mails: WaitlistMails,
  body: string,
  values: Record<string, string>,
  leaveUrl?: string,
): string {
  const foot = leaveUrl ? ["", "--", fillWords(mails.leave, { ...values, leaveUrl }).trim()] : [];
  return [
    mails.greeting,
    "",
    fillWords(body, values).trim(),
    "",
    fillWords(mails.closing, values).trim(),
    ...foot,
  ].join("\n");
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

/**
 * The mail a new place on a waitlist gets at once (decision 226): the form's
 * page says the same to whoever posts an address, so this mail is how the
 * address's owner learns of the place, and leaves it if it was not theirs.
 */
export function waitlistJoinedNotice(
  mails: WaitlistMails,
  notice: WaitlistJoinedNotice,
): OutboxDraft {
  const values = { programme: notice.programme };
  return {
    kind: "waitlist-joined",
    to_address: notice.to,
    subject: fillWords(mails.joined.subject, values),
    text_body: waitlistMailText(mails, mails.joined.body, values, notice.leaveUrl),
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
  mails: WaitlistMails,
  notice: WaitlistRejoinNotice,
): OutboxDraft {
  const values = { programme: notice.programme, rejoinUrl: notice.rejoinUrl };
  return {
    kind: "waitlist-rejoin",
    to_address: notice.to,
    subject: fillWords(mails.rejoin.subject, values),
    text_body: waitlistMailText(mails, mails.rejoin.body, values),
    attachment_name: null,
  };
}

/** What the mail to a waiting place names: the programme's call and where to apply. */
export type CallOpenNotice = {
  to: string;
  programme: string;
  edition: string;
  /** The call's closing date as the site writes it: an open call has one (callSchema). */
  closes: string;
  applyUrl: string;
  /** The sealed link that takes this address off the programme's waitlist. */
  leaveUrl: string;
};

/**
 * The one mail a waitlist place gets when its programme opens a call
 * (issue 34): nothing of the person is in it, since a mail can be forwarded
 * and the name was never checked; a child's details are never in it.
 */
export function callOpenNotice(mails: WaitlistMails, notice: CallOpenNotice): OutboxDraft {
  const values = {
    programme: notice.programme,
    edition: notice.edition,
    closes: notice.closes,
    applyUrl: notice.applyUrl,
  };
  return {
    kind: "waitlist-call-open",
    to_address: notice.to,
    subject: fillWords(mails.callOpen.subject, values),
    text_body: waitlistMailText(mails, mails.callOpen.body, values, notice.leaveUrl),
    attachment_name: null,
    unsubscribe_url: notice.leaveUrl,
  };
}
