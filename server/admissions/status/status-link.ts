import { urlOnSite } from "#schemas/site-url.ts";
import type { MailSecrets, SealedMailSecret } from "#server/mail/mail-secrets.ts";
import { applicationStatusLinkDays, type LinkSealer } from "#server/mail/signed-links.ts";

/**
 * The applicant's private status page (issue 34): the service answers it on
 * the public site's address. The sealed token is the only thing in the
 * address; the application and its address stay inside the token.
 */
export const applicationStatusPath = "/api/application-status";

/** The link the confirmation and every stage mail carry: signed for this application and address. */
export function applicationStatusLink(
  siteUrl: string,
  sealer: LinkSealer,
  application: { id: number; email: string },
  at = Date.now(),
): string {
  const url = new URL(urlOnSite(siteUrl, applicationStatusPath));
  url.searchParams.set(
    "token",
    sealer.seal({
      purpose: "application-status",
      email: application.email,
      application: application.id,
      expires: Math.floor(at / 1000) + applicationStatusLinkDays * 86_400,
    }),
  );
  return url.toString();
}

/**
 * A new status link for a mail, sealed for the outbox (decision 232): the
 * confirmation's when the application is stored, a stage mail's when its
 * move is (decision 245), each working for a year from then.
 */
export function mailedStatusLink(siteUrl: string, sealer: LinkSealer, secrets: MailSecrets) {
  return (application: { id: number; email: string }): SealedMailSecret =>
    secrets.seal(applicationStatusLink(siteUrl, sealer, application));
}
