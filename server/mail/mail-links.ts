import type { CallProgramme } from "#content-model/calls/calls.ts";
import { urlOnSite } from "#schemas/site-url.ts";
import { waitlistLeavePath, waitlistRejoinPath } from "#schemas/waitlist-paths.ts";
import type { VisitorMailLinks } from "#server/mail/messages.ts";
import {
  confirmLinkDays,
  type LinkSealer,
  unsubscribeLinkDays,
} from "#server/mail/signed-links.ts";

/** Where the links in the mailing list's mails point; the service answers them. */
export const mailingListLinkPaths = {
  confirm: "/api/mailing-list/confirm",
  unsubscribe: "/api/mailing-list/unsubscribe",
} as const;

/** Absolute links on SITE_URL (below its sub-path, if any), each with its own sealed token. */
export function mailLinks(siteUrl: string, sealer: LinkSealer) {
  const link = (path: string, token: string) => {
    const url = new URL(urlOnSite(siteUrl, path));
    url.searchParams.set("token", token);
    return url.toString();
  };
  const expiresAfter = (days: number, at: number) => Math.floor(at / 1000) + days * 86_400;
  const unsubscribe = (email: string, at: number) =>
    link(
      mailingListLinkPaths.unsubscribe,
      sealer.seal({
        purpose: "unsubscribe",
        email,
        expires: expiresAfter(unsubscribeLinkDays, at),
      }),
    );
  return {
    forBrochure(email: string, at = Date.now()): VisitorMailLinks {
      return { unsubscribe: unsubscribe(email, at) };
    },
    /** A waitlist mail's way out: the programme's leave page, whose button leaves that waitlist. */
    forWaitlist(email: string, programme: CallProgramme, at = Date.now()): string {
      return link(
        waitlistLeavePath(programme),
        sealer.seal({
          purpose: "leave-waitlist",
          email,
          programme,
          expires: expiresAfter(unsubscribeLinkDays, at),
        }),
      );
    },
    /** A left place's way back: the programme's rejoin page, whose button puts it back, for a week. */
    forWaitlistRejoin(email: string, programme: CallProgramme, at = Date.now()): string {
      return link(
        waitlistRejoinPath(programme),
        sealer.seal({
          purpose: "rejoin-waitlist",
          email,
          programme,
          expires: expiresAfter(confirmLinkDays, at),
        }),
      );
    },
    /** `nonce` is the signup's own (leads-repository.ts): only its links confirm it. */
    forConfirmation(email: string, nonce: string, at = Date.now()): Required<VisitorMailLinks> {
      const expires = expiresAfter(confirmLinkDays, at);
      return {
        confirm: link(
          mailingListLinkPaths.confirm,
          sealer.seal({ purpose: "confirm", email, expires, nonce }),
        ),
        unsubscribe: unsubscribe(email, at),
      };
    },
  };
}

export type MailLinks = ReturnType<typeof mailLinks>;
