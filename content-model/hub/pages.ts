import * as z from "zod/mini";
import {
  callToActionBandSchema,
  callToActionSchema,
  cardGridBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  statementBlockSchema,
  statsBlockSchema,
} from "../blocks.ts";
import { statEntrySchema } from "./facts.ts";

/**
 * The hub's own pages (content/hub/*.yaml). Texts name the
 * organisation, the hub's figures and Startzone's calls by placeholder
 * ("{organisation.name}", "{hub.trained}", "{startupBoost.applicationsShort}").
 */

/** A list of figures in a file: the hub's facts by name ("- fact: trained") or figures of its own. */
const statsFileSchema = z.strictObject({
  ...statsBlockSchema.shape,
  stats: z.array(statEntrySchema).check(z.minLength(2)),
});

/** The home page's six sections (SPEC §2, "/"). */
export const homePageFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  impact: statsFileSchema,
  programmes: cardGridBlockSchema,
  approach: featureSplitBlockSchema,
  clients: featureSplitBlockSchema,
  closing: callToActionBandSchema,
});

/** /tech-hub: who we are, what we do, latest updates, call to action (SPEC §2). */
export const techHubPageSchema = z.strictObject({
  seo: seoSchema,
  whoWeAre: heroBlockSchema,
  whatWeDo: cardGridBlockSchema,
  latestUpdates: z.strictObject({
    ...sectionHeadingSchema.shape,
    readMoreLabel: z.string(),
    /** Shown when no post could be read: the allPosts link beside it leads to the blog. */
    emptyText: z.string(),
    allPosts: callToActionSchema,
  }),
  cta: callToActionBandSchema,
});

export type LatestUpdatesCopy = z.infer<typeof techHubPageSchema>["latestUpdates"];

/** /about: about us, mission, target audiences, culture, team, contact CTA (SPEC §2); the people are content/hub/team/. */
export const aboutPageFileSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  mission: statementBlockSchema,
  audiences: cardGridBlockSchema,
  culture: cardGridBlockSchema,
  team: z.strictObject({ ...sectionHeadingSchema.shape }),
  contactCta: callToActionBandSchema,
});

/** /contact: the contact form's page, beside the contact details (SPEC §2, §9). */
export const contactPageFileSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
});
