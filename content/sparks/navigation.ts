import * as z from "zod/mini";
import { externalLinks } from "#schemas/content/external-links.server.ts";
import { navLinkSchema } from "../site/navigation.ts";
import { sparksAnchors, sparksPath } from "./paths.ts";

/**
 * The women's programme header (SPEC §2, "its own header"): anchors to the
 * sections of /sparks (#about, #how-it-works, #learning, #faq) and its
 * APPLY link to the external form in a new tab.
 */
const sparksHeaderSchema = z.strictObject({
  homeLabel: z.string(),
  homeLink: z.literal(sparksPath),
  logoWords: z.tuple([z.string(), z.string()]),
  navLabel: z.string(),
  menuLabel: z.string(),
  skipLinkLabel: z.string(),
  anchors: z.array(navLinkSchema).check(z.length(4)),
  apply: navLinkSchema,
});

export type SparksHeaderContent = z.infer<typeof sparksHeaderSchema>;

const anchor = (id: string) => `${sparksPath}#${id}`;

export const sparksHeader = sparksHeaderSchema.parse({
  homeLabel: "Sparks, tech skills for women, home",
  homeLink: sparksPath,
  logoWords: ["Sparks", "for women"],
  navLabel: "Sparks",
  menuLabel: "Menu",
  skipLinkLabel: "Skip to content",
  anchors: [
    { title: "About", link: anchor(sparksAnchors.about) },
    { title: "How it works", link: anchor(sparksAnchors.howItWorks) },
    { title: "Learning paths", link: anchor(sparksAnchors.learning) },
    { title: "FAQ", link: anchor(sparksAnchors.faq) },
  ],
  apply: { title: "APPLY", link: externalLinks.sparksApplication, external: true },
});
