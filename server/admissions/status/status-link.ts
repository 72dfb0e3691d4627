import { urlOnSite } from "#schemas/site-url.ts";
import { applicationStatusLinkDays, type LinkSealer } from "#server/mail/signed-links.ts";

/**
 * The applicant's private status page (issue 34): the service answers it on
 * the public site's address. The sealed token is the only thing in the
 * address; the application and its address stay inside the token.
 */
export const applicationStatusPath = "/api/application-status";

/** The link the confirmation mail carries: sealed for this application and address. */
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
