import * as z from "zod/mini";
import { navLinkSchema } from "../site/navigation.ts";
import { notFoundPageSchema } from "../site/system-pages.ts";

/**
 * The kids' section chrome (content/codeville/navigation.yaml, SPEC §2): the
 * header, the section's not-found page and the entry popup.
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

/** The popup on the first page load of a browser session (DECISIONS.md). */
const entryPopupSchema = z.strictObject({
  title: z.string(),
  text: z.string(),
  primary: navLinkSchema,
  dismissLabel: z.string(),
  closeLabel: z.string(),
});

export type EntryPopupContent = z.infer<typeof entryPopupSchema>;

export const codevilleNavigationFileSchema = z.strictObject({
  header: codevilleHeaderSchema,
  notFound: notFoundPageSchema,
  entryPopup: entryPopupSchema,
});
