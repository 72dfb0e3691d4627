import * as z from "zod/mini";

/**
 * Where the calls of SPEC §7 go. Each is set at build time through a VITE_*
 * variable; the defaults are the site's own lead service (DECISIONS.md, "Calls
 * and where they go"). Pointing them at the spreadsheet endpoint, the email
 * provider or the RSS-to-JSON service needs no code change.
 */
const endpointUrl = z.string().check(
  z.refine((value) => value.startsWith("/") || URL.canParse(value), {
    error: "must be an absolute URL or a path starting with /",
  }),
);

const endpointEnvSchema = z.object({
  VITE_MAILING_LIST_URL: z._default(endpointUrl, "/api/mailing-list"),
  VITE_CONTACT_URL: z._default(endpointUrl, "/api/contact"),
  VITE_EMAIL_API_URL: z._default(endpointUrl, "/api/v1.0/email/send"),
  VITE_BLOG_FEED_URL: z._default(endpointUrl, "/api/blog-feed"),
  VITE_BLOG_RSS_URL: z._default(endpointUrl, "https://blog.enugutechhub.ng/feed"),
  VITE_EMAIL_PUBLIC_KEY: z._default(z.string().check(z.minLength(1)), "codeville-site"),
  VITE_EMAIL_SERVICE_ID: z._default(z.string().check(z.minLength(1)), "codeville_mail"),
  VITE_EMAIL_TEMPLATE_ID: z._default(z.string().check(z.minLength(1)), "brochure_request"),
});

export type EndpointEnv = z.infer<typeof endpointEnvSchema>;

/** Parses the build-time variables; empty strings count as unset. */
export function parseEndpointEnv(env: Record<string, string | boolean | undefined>): EndpointEnv {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => typeof value === "string" && value !== ""),
  );
  const result = endpointEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid endpoint configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

const env = parseEndpointEnv(import.meta.env);

export const endpoints = {
  mailingList: env.VITE_MAILING_LIST_URL,
  contact: env.VITE_CONTACT_URL,
  emailSend: env.VITE_EMAIL_API_URL,
  blogFeed: env.VITE_BLOG_FEED_URL,
  blogRss: env.VITE_BLOG_RSS_URL,
} as const;

export const emailProvider = {
  libVersion: "4.4.1",
  publicKey: env.VITE_EMAIL_PUBLIC_KEY,
  serviceId: env.VITE_EMAIL_SERVICE_ID,
  templateId: env.VITE_EMAIL_TEMPLATE_ID,
} as const;
