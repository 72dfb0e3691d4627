import { emailProviderLibVersion } from "#schemas/browser-endpoints.ts";

/**
 * Where the calls of SPEC §7 go. The VITE_* variables are validated and their
 * defaults applied at build time (schemas/browser-endpoints.ts, vite.config.ts),
 * so the browser reads plain strings and ships no schema.
 */
export const endpoints = {
  mailingList: import.meta.env.VITE_MAILING_LIST_URL,
  contact: import.meta.env.VITE_CONTACT_URL,
  emailSend: import.meta.env.VITE_EMAIL_API_URL,
  blogFeed: import.meta.env.VITE_BLOG_FEED_URL,
  blogRss: import.meta.env.VITE_BLOG_RSS_URL,
} as const;

export const emailProvider = {
  libVersion: emailProviderLibVersion,
  publicKey: import.meta.env.VITE_EMAIL_PUBLIC_KEY,
  serviceId: import.meta.env.VITE_EMAIL_SERVICE_ID,
  templateId: import.meta.env.VITE_EMAIL_TEMPLATE_ID,
} as const;
