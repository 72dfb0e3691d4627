import * as z from "zod/mini";
import { mailWords } from "../fill-words.ts";

/**
 * The mails a programme's waitlist sends (content/site/waitlist-mails.yaml,
 * issue 33): the welcome when a place is taken (decision 226), the one mail
 * when the programme's call opens (issue 34), and the link back to an
 * address that left (decision 247). The editors' words; the service fills in
 * what is in braces when it queues a mail. None names the person: the name on
 * the form was never checked, and anyone may post any address (decision 241),
 * so no text may say a name of theirs.
 */
export const waitlistMailsFile = "site/waitlist-mails.yaml";

/**
 * The organisation's details a waitlist mail may say, filled in when the
 * file is read, from the release it is read from (`readWaitlistMails`).
 */
export const waitlistMailRecords = [
  "organisation.name",
  "organisation.phone",
  "organisation.email",
  "organisation.workHours",
] as const;

const mailText = (known: readonly string[], required: readonly string[] = []) =>
  mailWords([...known, ...waitlistMailRecords], required);

/**
 * A mail's subject and its paragraphs (a blank line between two), which may
 * say the programme and what `known` adds; its body must say its link.
 */
const mailSchema = (known: readonly string[], link?: string) => {
  const links = link ? [link] : [];
  return z.strictObject({
    subject: mailText(["programme", ...known]),
    body: mailText(["programme", ...known, ...links], links),
  });
};

export const waitlistMailsSchema = z.strictObject({
  /** The first line of every waitlist mail. */
  greeting: mailText([]),
  /** To a new place, at once: it is on the waitlist, and the foot's link takes it off. */
  joined: mailSchema([]),
  /** To each waiting place when its programme's call opens: the link to apply. */
  callOpen: mailSchema(["edition", "closes"], "applyUrl"),
  /** To an address that left and was posted on the form again: the link that alone puts it back. */
  rejoin: mailSchema([], "rejoinUrl"),
  /** Under every waitlist mail: whom to ask, and who writes. */
  closing: mailText(["programme"]),
  /** At the foot of the welcome and of the call's mail: the way out of the waitlist. */
  leave: mailText(["programme", "leaveUrl"], ["leaveUrl"]),
});

export type WaitlistMails = z.infer<typeof waitlistMailsSchema>;
