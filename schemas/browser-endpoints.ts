/**
 * Where the browser sends the calls of SPEC §7, set at build time through
 * VITE_* variables (DECISIONS.md, "Calls and where they go"). Named once here:
 * the browser build reads them, the build validates them (vite.config.ts), and
 * the lead service adds absolute ones to the pages' CSP connect-src.
 */
export const browserEndpointDefaults = {
  VITE_MAILING_LIST_URL: "/api/mailing-list",
  VITE_CONTACT_URL: "/api/contact",
  VITE_EMAIL_API_URL: "/api/v1.0/email/send",
  VITE_BLOG_FEED_URL: "/api/blog-feed",
} as const;

export type BrowserEndpointVariable = keyof typeof browserEndpointDefaults;

export const browserEndpointVariables = Object.keys(
  browserEndpointDefaults,
) as BrowserEndpointVariable[];

/**
 * The email provider's public identifiers (SPEC §7.2). They are public by
 * design: the browser sends them, and the lead service accepts only these.
 */
export const emailProviderDefaults = {
  VITE_EMAIL_PUBLIC_KEY: "codeville-site",
  VITE_EMAIL_SERVICE_ID: "codeville_mail",
  VITE_EMAIL_TEMPLATE_ID: "brochure_request",
} as const;

/** The version of the provider's browser library whose REST call the site makes. */
export const emailProviderLibVersion = "4.4.1";

/** The blog's RSS address, passed to the feed service as `rss_url` (SPEC §7.4). */
export const blogRssDefault = { VITE_BLOG_RSS_URL: "https://blog.enugutechhub.ng/feed" } as const;
