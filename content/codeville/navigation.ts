import * as z from "zod/mini";
import { kidsProgrammes } from "#schemas/content/kids-programmes.server.ts";
import { programmePath } from "#schemas/content/kids-programmes.ts";
import { navLinkSchema } from "../site/navigation.ts";
import { notFoundPageSchema } from "../site/system-pages.ts";

/**
 * The kids' section chrome (SPEC §2, "Kids coding nav bar"): Programmes,
 * Gallery and About are dropdowns, Contact a plain link, Apply a button in the
 * bar. The logo leads to /codeville/.
 */
const dropdownSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  dropdownItems: z.array(navLinkSchema).check(z.minLength(1)),
});

const codevilleHeaderSchema = z.strictObject({
  homeLabel: z.string(),
  homeLink: z.literal("/codeville/"),
  logoWords: z.tuple([z.string(), z.string()]),
  navLabel: z.string(),
  menuLabel: z.string(),
  skipLinkLabel: z.string(),
  applyLabel: z.string(),
  dropdowns: z.array(dropdownSchema).check(z.length(3)),
  contact: navLinkSchema,
});

export type CodevilleHeaderContent = z.infer<typeof codevilleHeaderSchema>;

export const codevilleHeader = codevilleHeaderSchema.parse({
  homeLabel: "Codeville, kids coding home",
  homeLink: "/codeville/",
  logoWords: ["Code", "ville"],
  navLabel: "Codeville",
  menuLabel: "Menu",
  skipLinkLabel: "Skip to content",
  applyLabel: "Apply",
  dropdowns: [
    {
      title: "Programmes",
      dropdownItems: [
        ...kidsProgrammes.map((programme) => ({
          title: programme.title,
          link: programmePath(programme.id),
        })),
        { title: "Compare all programmes", link: "/codeville/programmes" },
      ],
    },
    {
      title: "Gallery",
      dropdownItems: [
        { title: "Junior Academy", link: "/codeville/gallery/junior-academy" },
        { title: "Kids Code Camp", link: "/codeville/gallery/kids-code-camp" },
      ],
    },
    {
      title: "About",
      dropdownItems: [
        { title: "About Codeville", link: "/codeville/about" },
        { title: "FAQs", link: "/codeville/faqs" },
        { title: "Testimonials", link: "/codeville/testimonials" },
      ],
    },
  ],
  contact: { title: "Contact", link: "/codeville/contact" },
});

/** The not-found page for unknown paths under /codeville/ (DECISIONS.md: status 404). */
export const codevilleNotFoundPage = notFoundPageSchema.parse({
  eyebrow: "Error 404",
  title: "This page wandered off to play",
  seoTitle: "Page not found | Codeville | Enugu Tech Hub",
  body: "The link may be old, or the address may have a small typo. Here are the pages parents look for most.",
  homeLabel: "Back to Codeville",
  homeLink: "/codeville/",
  suggestionsHeading: "Parents often look for",
  suggestions: [
    { title: "Our programmes", link: "/codeville/programmes" },
    { title: "Questions parents ask", link: "/codeville/faqs" },
    { title: "Talk to us", link: "/codeville/contact" },
  ],
});

/** The popup on the first page load of a browser session (DECISIONS.md). */
const entryPopupSchema = z.strictObject({
  title: z.string(),
  text: z.string(),
  primary: navLinkSchema,
  dismissLabel: z.string(),
  closeLabel: z.string(),
});

export type EntryPopupContent = z.infer<typeof entryPopupSchema>;

export const entryPopup = entryPopupSchema.parse({
  title: "Welcome to Codeville, where children build games, websites and robots",
  text: "Our month-long camps at the hub in Enugu, and our Virtual Camp from home, turn screen time into making time. Find the programme that fits your child's age and experience.",
  primary: { title: "Find the right programme", link: "/codeville/programmes" },
  dismissLabel: "Maybe later",
  closeLabel: "Close the welcome message",
});
