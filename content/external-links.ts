import * as z from "zod/mini";

/**
 * Every address outside this site, named once. Links to them open in a new tab
 * (ExternalLink). SPEC §2: the social targets are placeholders for the hub to
 * replace with its real accounts.
 */
const url = z.url({ protocol: /^https$/ });

const externalLinksSchema = z.strictObject({
  learnable: url,
  outsourcing: url,
  blog: url,
  events: url,
  ignite: url,
  startupBoostApplication: url,
  sparksApplication: url,
  codevilleWaitlist: url,
  social: z.strictObject({
    twitter: url,
    facebook: url,
    linkedin: url,
    instagram: url,
    youtube: url,
    tiktok: url,
  }),
});

export const externalLinks = externalLinksSchema.parse({
  learnable: "https://learnable.enugutechhub.ng",
  outsourcing: "https://outsourcing.enugutechhub.ng",
  blog: "https://blog.enugutechhub.ng",
  events: "https://events.enugutechhub.ng",
  ignite: "https://ignite.enugutechhub.ng",
  startupBoostApplication: "https://forms.gle/startup-boost-2024-application",
  sparksApplication: "https://forms.gle/sparks-women-in-tech-application",
  codevilleWaitlist: "https://forms.gle/codeville-waitlist",
  social: {
    twitter: "https://twitter.com/",
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
    instagram: "https://www.instagram.com/",
    youtube: "https://www.youtube.com/",
    tiktok: "https://www.tiktok.com/",
  },
});

export type ExternalLinks = typeof externalLinks;
