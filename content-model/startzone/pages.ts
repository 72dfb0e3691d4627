import * as z from "zod/mini";
import { startzonePaths } from "#schemas/section-paths.ts";
import {
  callToActionBandSchema,
  callToActionSchema,
  cardGridBlockSchema,
  factListBlockSchema,
  faqBlockSchema,
  featureSplitBlockSchema,
  heroBlockSchema,
  nameStripBlockSchema,
  portfolioBlockSchema,
  proseBlockSchema,
  sectionHeadingSchema,
  seoSchema,
  stepsBlockSchema,
} from "../blocks.ts";
import { statEntrySchema } from "../hub/facts.ts";
import { linkSchema } from "../links.ts";
import { navLinkSchema } from "../site/navigation.ts";
import { textSchema } from "../text.ts";

/**
 * The Startzone section's content (content/startzone/). Texts name the
 * programmes and their calls by placeholder ("{startupBoost.edition}",
 * "{springboard.applications}"), so an edition or a status is written once,
 * in content/calls/, and every page, card, banner and answer follows it.
 */

/** A part of a page that reads differently while its programme's call is open or closed. */
export function byCallStatus<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.strictObject({ whenOpen: schema, whenClosed: schema });
}

/** Startzone's programmes of SPEC §1, each with its page; a programme's file is named by its id. */
export const startzoneProgrammeIds = ["start-up-boost", "springboard"] as const;

/**
 * A programme of SPEC §1 (content/startzone/programmes/<id>.yaml). Its texts
 * about applications may name its current call: {call.edition}, {call.closes}.
 */
export const startzoneProgrammeSchema = z.strictObject({
  title: textSchema,
  duration: textSchema,
  /** ISO 8601 duration, for the Course structured data. */
  durationIso: z
    .string()
    .check(
      z.regex(/^P\d+[MW]$/, "must be P, a number and M or W: P3M is three months, P6W six weeks"),
    ),
  summary: textSchema,
  /** An open call always has a closing date (calls.ts), so "open" says until when. */
  applications: z.strictObject({
    /** Short, in fact lists and on cards: "Open until 31 March 2027", "Closed for now". */
    openUntil: textSchema,
    closed: textSchema,
    /** A sentence, in paragraphs and answers. */
    openUntilSentence: textSchema,
    closedSentence: textSchema,
  }),
  /** The page's status button (SPEC §2): a link to the form while open, disabled when closed. */
  button: z.strictObject({ open: textSchema, closed: textSchema, closedNote: textSchema }),
});

export type StartzoneProgramme = z.infer<typeof startzoneProgrammeSchema>;

/** The words of the call banner; the call itself (edition, form, details) is the call's record. */
export const callAnnouncementSchema = z.strictObject({
  label: textSchema,
  headline: textSchema,
  applyLabel: textSchema,
  learnMoreLabel: textSchema,
  closeLabel: textSchema,
  /** The compact view's button, once the banner is closed. */
  compactLabel: textSchema,
  detailsTitle: textSchema,
  /** The label of the details' fact that says whether applications are open. */
  applicationsLabel: textSchema,
  moreLabel: textSchema,
});

/** The banner and call section as the components take them, assembled from the records. */
export type CallBannerContent = {
  label: string;
  headline: string;
  applyLabel: string;
  applyLink: string;
  /** Another site's form opens in a new tab; the hub's own in this one. */
  applyExternal: boolean;
  learnMoreLabel: string;
  closeLabel: string;
  compactLabel: string;
  details: {
    title: string;
    intro: string;
    facts: { label: string; value: string }[];
    closing: string;
    /** The page with the whole story, and the section the banner's details match. */
    moreLabel: string;
    moreLink: string;
  };
};

/** SPEC §2: both programmes select founders in the same four steps. */
export const applicationStepsSchema = stepsBlockSchema;

export const startupBoostPageSchema = z.strictObject({
  seo: seoSchema,
  back: callToActionSchema,
  hero: heroBlockSchema,
  facts: factListBlockSchema,
  mentorsFrom: nameStripBlockSchema,
  benefits: cardGridBlockSchema,
  closing: byCallStatus(callToActionBandSchema),
});

export const springboardPageSchema = z.strictObject({
  seo: seoSchema,
  back: callToActionSchema,
  hero: heroBlockSchema,
  /** While Springboard is closed and Startup Boost open, a link there. */
  openAlternative: callToActionSchema,
  facts: factListBlockSchema,
  about: proseBlockSchema,
  learning: cardGridBlockSchema,
  faq: faqBlockSchema,
});

const statsWithFactsSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  stats: z.array(statEntrySchema).check(z.minLength(1)),
});

export const startzoneOverviewPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  about: featureSplitBlockSchema,
  identity: statsWithFactsSchema,
  aims: cardGridBlockSchema,
  callToAction: byCallStatus(callToActionBandSchema),
  faq: faqBlockSchema,
});

export const incubationPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  about: proseBlockSchema,
  work: cardGridBlockSchema,
  programmes: cardGridBlockSchema,
  closing: callToActionBandSchema,
});

export const investmentPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroBlockSchema,
  funding: stepsBlockSchema,
  portfolio: portfolioBlockSchema,
  closing: callToActionBandSchema,
});

/**
 * The Startzone header (content/startzone/navigation.yaml): HOME, About,
 * Business Incubation, Investment and an FAQ anchor that leads to the
 * overview's questions, or to Springboard's own while that page shows
 * (app/components/site/startzone-header.tsx picks).
 */
export const startzoneHeaderSchema = z.strictObject({
  homeLabel: z.string(),
  homeLink: z.literal(startzonePaths.overview),
  logoWords: z.tuple([z.string(), z.string()]),
  navLabel: z.string(),
  menuLabel: z.string(),
  skipLinkLabel: z.string(),
  links: z.array(navLinkSchema).check(z.length(4)),
  faq: z.strictObject({
    title: z.string(),
    link: linkSchema,
    /** The page that has FAQs of its own, and where its FAQ anchor leads. */
    ownFaqPage: z.string(),
    ownFaqLink: linkSchema,
  }),
});

export type StartzoneHeaderContent = z.infer<typeof startzoneHeaderSchema>;
