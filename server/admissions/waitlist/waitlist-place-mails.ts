import { type AdmissionForms, programmeNameIn } from "#content-model/admissions/forms.server.ts";
import type { CallProgramme } from "#content-model/calls/calls.ts";
import type { WaitlistMails } from "#content-model/site/waitlist-mails.ts";
import type { PlaceMails } from "#server/db/waitlist-repository.ts";
import { waitlistJoinedNotice, waitlistRejoinNotice } from "#server/mail/waitlist-messages.ts";

/** A place asked for on a programme's waitlist: where its mail goes. */
export type NewPlace = { programme: CallProgramme; email: string };

export type WaitlistPlaceMailsOptions = {
  /** The live release's forms and waitlist mails (server/content/live-content.ts). */
  content: () => { admissionForms: AdmissionForms; waitlistMails: WaitlistMails };
  /** The sealed link out of a programme's waitlist (server/mail/mail-links.ts). */
  leaveLink: (email: string, programme: CallProgramme) => string;
  /** The sealed link back onto it, for an address that left (decision 247). */
  rejoinLink: (email: string, programme: CallProgramme) => string;
};

/**
 * The mails a waitlist form post may cause, written when it arrives, the
 * programme named as its form names it in the live release: a new place's
 * welcome with the way out (decision 226), or, for an address that left,
 * the link that alone puts it back (decision 247). The repository queues
 * the one that applies, or none.
 */
export function waitlistPlaceMails({ content, leaveLink, rejoinLink }: WaitlistPlaceMailsOptions) {
  return (place: NewPlace): PlaceMails => {
    const { admissionForms, waitlistMails } = content();
    const programme = programmeNameIn(admissionForms, place.programme);
    return {
      welcome: waitlistJoinedNotice(waitlistMails, {
        to: place.email,
        programme,
        leaveUrl: leaveLink(place.email, place.programme),
      }),
      rejoin: waitlistRejoinNotice(waitlistMails, {
        to: place.email,
        programme,
        rejoinUrl: rejoinLink(place.email, place.programme),
      }),
    };
  };
}
