import * as z from "zod/mini";
import { navLinkSchema } from "../site/navigation.ts";
import { notFoundPageSchema } from "../site/system-pages.ts";
import { startzoneAnchors, startzonePaths } from "./paths.ts";

/**
 * The Startzone header (SPEC §2): HOME, About (an anchor on /startzone),
 * Business Incubation, Investment and an FAQ anchor. The FAQ anchor leads to
 * the overview's questions, or to Springboard's own while that page shows
 * (app/features/startzone/faq-anchor.ts picks).
 */
const startzoneHeaderSchema = z.strictObject({
  homeLabel: z.string(),
  homeLink: z.literal(startzonePaths.overview),
  logoWords: z.tuple([z.string(), z.string()]),
  navLabel: z.string(),
  menuLabel: z.string(),
  skipLinkLabel: z.string(),
  links: z.array(navLinkSchema).check(z.length(4)),
  faq: z.strictObject({
    title: z.string(),
    link: z.string(),
    /** The page that has FAQs of its own, and where its FAQ anchor leads. */
    ownFaqPage: z.string(),
    ownFaqLink: z.string(),
  }),
});

export type StartzoneHeaderContent = z.infer<typeof startzoneHeaderSchema>;

export const startzoneHeader = startzoneHeaderSchema.parse({
  homeLabel: "Startzone, programmes for founders",
  homeLink: startzonePaths.overview,
  logoWords: ["Start", "zone"],
  navLabel: "Startzone",
  menuLabel: "Menu",
  skipLinkLabel: "Skip to content",
  links: [
    { title: "Home", link: "/" },
    { title: "About", link: `${startzonePaths.overview}#${startzoneAnchors.about}` },
    { title: "Business Incubation", link: startzonePaths.incubation },
    { title: "Investment", link: startzonePaths.investment },
  ],
  faq: {
    title: "FAQ",
    link: `${startzonePaths.overview}#${startzoneAnchors.faq}`,
    ownFaqPage: startzonePaths.springboard,
    ownFaqLink: `${startzonePaths.springboard}#${startzoneAnchors.faq}`,
  },
});

/** Unknown paths under /startzone/ (DECISIONS.md: a designed page, status 404). */
export const startzoneNotFoundPage = notFoundPageSchema.parse({
  eyebrow: "Error 404",
  title: "This page is not on our roadmap",
  seoTitle: "Page not found | Startzone | Enugu Tech Hub",
  body: "The link may be old, or the address may have a typo. Founders usually look for one of these.",
  homeLabel: "Back to Startzone",
  homeLink: startzonePaths.overview,
  suggestionsHeading: "Founders often look for",
  suggestions: [
    { title: "Startup Boost, applications open", link: startzonePaths.startupBoost },
    { title: "Business incubation", link: startzonePaths.incubation },
    { title: "How our investment works", link: startzonePaths.investment },
    { title: "Questions founders ask", link: `${startzonePaths.overview}#${startzoneAnchors.faq}` },
  ],
});
