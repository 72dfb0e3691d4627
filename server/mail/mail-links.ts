import { urlOnSite } from "#schemas/site-url.ts";
import type { VisitorMailLinks } from "#server/mail/messages.ts";
import { confirmLinkDays, type LinkSealer } from "#server/mail/signed-links.ts";

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
  const unsubscribe = (email: string) =>
    link(mailingListLinkPaths.unsubscribe, sealer.seal({ purpose: "unsubscribe", email }));
  return {
    forBrochure(email: string): VisitorMailLinks {
      return { unsubscribe: unsubscribe(email) };
    },
    forConfirmation(email: string, at = Date.now()): Required<VisitorMailLinks> {
      const expires = Math.floor(at / 1000) + confirmLinkDays * 86_400;
      return {
        confirm: link(
          mailingListLinkPaths.confirm,
          sealer.seal({ purpose: "confirm", email, expires }),
        ),
        unsubscribe: unsubscribe(email),
      };
    },
  };
}

export type MailLinks = ReturnType<typeof mailLinks>;
