import * as z from "zod/mini";

/**
 * Every address outside this site that is not the organisation's own profile
 * (those are in identity.ts), named once. Links to them open in a new tab.
 */
const url = z.url({ protocol: /^https$/ });

const externalLinksSchema = z.strictObject({
  learnable: url,
  outsourcing: url,
  blog: url,
  events: url,
  ignite: url,
  sparksApplication: url,
  sparksCommunity: url,
  codevilleWaitlist: url,
});

export const externalLinks = externalLinksSchema.parse({
  learnable: "https://learnable.enugutechhub.ng",
  outsourcing: "https://outsourcing.enugutechhub.ng",
  blog: "https://blog.enugutechhub.ng",
  events: "https://events.enugutechhub.ng",
  ignite: "https://ignite.enugutechhub.ng",
  sparksApplication: "https://forms.gle/sparks-women-in-tech-application",
  sparksCommunity: "https://forms.gle/sparks-women-in-tech-application",
  codevilleWaitlist: "https://forms.gle/codeville-waitlist",
});
