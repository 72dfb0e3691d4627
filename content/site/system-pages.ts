import * as z from "zod/mini";
import { navLinkSchema } from "./navigation.ts";

const systemPageSchema = z.strictObject({
  eyebrow: z.string(),
  title: z.string(),
  body: z.string(),
  homeLabel: z.string(),
  homeLink: z.string(),
});

export type SystemPage = z.infer<typeof systemPageSchema>;

/** The page shown when rendering throws; its heading is SPEC §8's. */
export const unexpectedErrorPage = systemPageSchema.parse({
  eyebrow: "Something broke",
  title: "Unexpected Application Error!",
  body: "This page hit a problem it could not recover from. Reloading usually fixes it; if it does not, the home page will get you back on track.",
  homeLabel: "Go to the home page",
  homeLink: "/",
});

/** A section's designed not-found page; each section's content gives its own words. */
export const notFoundPageSchema = z.strictObject({
  ...systemPageSchema.shape,
  seoTitle: z.string(),
  suggestionsHeading: z.string(),
  suggestions: z.array(navLinkSchema),
});

export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

/** The not-found page of the main section (DECISIONS.md: a designed page, status 404). */
export const mainNotFoundPage = notFoundPageSchema.parse({
  eyebrow: "Error 404",
  title: "We couldn't find that page",
  seoTitle: "Page not found | Enugu Tech Hub",
  body: "The link may be out of date, or the address may have a small typo. These pages are a good place to start again.",
  homeLabel: "Back to the home page",
  homeLink: "/",
  suggestionsHeading: "You may be looking for",
  suggestions: [
    { title: "About the hub", link: "/about" },
    { title: "Who we are and what we do", link: "/tech-hub" },
    { title: "Codeville for kids", link: "/codeville" },
    { title: "Contact us", link: "/contact" },
  ],
});
