import { type AdmissionForms, programmeNameIn } from "#schemas/content/admission-forms.server.ts";
import type { CallProgramme } from "#schemas/content/calls.ts";
import type { OutboxDraft } from "#server/db/queued-mail-row.ts";
import type { MailSender } from "#server/mail/messages.ts";
import { waitlistJoinedNotice } from "#server/mail/waitlist-messages.ts";

/** A place just taken on a programme's waitlist: where its welcome goes. */
export type NewPlace = { programme: CallProgramme; email: string };

export type WaitlistWelcomeOptions = {
  /** The live release's forms and sender (server/content/live-content.ts). */
  content: () => { admissionForms: AdmissionForms; identity: MailSender };
  /** The sealed link out of a programme's waitlist (server/mail/mail-links.ts). */
  leaveLink: (email: string, programme: CallProgramme) => string;
};

/**
 * The mail a new place on a waitlist gets (decision 226), written when the
 * place is taken: the programme named as its form names it in the live
 * release, and the sealed way out of the waitlist.
 */
export function waitlistWelcome({ content, leaveLink }: WaitlistWelcomeOptions) {
  return (place: NewPlace): OutboxDraft => {
    const { admissionForms, identity } = content();
    return waitlistJoinedNotice(identity, {
      to: place.email,
      programme: programmeNameIn(admissionForms, place.programme),
      leaveUrl: leaveLink(place.email, place.programme),
    });
  };
}
