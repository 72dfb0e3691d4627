import * as z from "zod/mini";
import { isImageName } from "./image-names.ts";
import { httpsAddressSchema, linkSchema } from "./links.ts";
import { sampleMarker } from "./sample.ts";
import { textSchema } from "./text.ts";

/**
 * The shared blocks every page is composed of, each described once. A page's
 * content module combines these schemas; each block has one component under
 * app/components/blocks/ that takes the block's type, never a page's.
 *
 * Bounds follow the astro.build content config: SEO titles 5-120 characters,
 * descriptions 15-160; every image needs alt text (empty only when decorative);
 * objects are strict, so an unknown key fails the build.
 */

export const seoSchema = z.strictObject({
  title: z.string().check(z.minLength(5), z.maxLength(120)),
  description: z.string().check(z.minLength(15), z.maxLength(160)),
  /** Pages that search engines should not list (the component showcase, result pages). */
  noindex: z.optional(z.boolean()),
});

/**
 * A picture: by name, the path of a file under content/ without its extension
 * ("hub/team/chinedu-eze"), whose size and variants the build finds
 * (scripts/build/images.ts); or by address ("/…", "https://…" on a media host), with
 * its width and height, which an address does not tell. The fields in the
 * order the editor shows them: what it is, then its size.
 */
const imageShape = <Alt extends z.ZodMiniString>(alt: Alt) => ({
  src: textSchema,
  alt,
  width: z.optional(z.number().check(z.positive())),
  height: z.optional(z.number().check(z.positive())),
});

const sizedByAddress = z.refine<{ src: string; width?: number; height?: number }>(
  (image) => isImageName(image.src) || Boolean(image.width && image.height),
  { message: "an image given by address needs its width and height" },
);

/** A picture that says something: its alt text tells what it shows to someone who cannot see it. */
export const imageSchema = z
  .strictObject(
    imageShape(
      z.string().check(z.minLength(1, "describe the picture for people who cannot see it")),
    ),
  )
  .check(sizedByAddress);

/**
 * A picture that adds nothing to the words beside it (a company's logo next
 * to its name, a video's poster under its title): its alt text may be empty.
 */
export const decorativeImageSchema = z.strictObject(imageShape(z.string())).check(sizedByAddress);

export const callToActionSchema = z.strictObject({
  label: textSchema,
  link: linkSchema,
  external: z.optional(z.boolean()),
});

/** The sub-brand a card or section is drawn in (app.css `data-brand`). */
export const brandSchema = z.enum(["hub", "codeville", "startzone", "sparks"]);

/** Icons a block may show; app/components/icons/ draws each from the sprite. */
export const iconNames = [
  "family",
  "laptop",
  "rocket",
  "sparkle",
  "briefcase",
  "graduation",
  "flame",
  "users",
  "target",
  "lightbulb",
  "handshake",
  "trending-up",
  "book",
  "code",
  "gamepad",
  "bot",
  "palette",
  "pen-tool",
  "globe",
  "shield",
  "clock",
  "calendar",
  "award",
  "wallet",
  "message",
  "video",
  "phone",
  "check",
  "compass",
  "layers",
  "headphones",
  "wifi",
  "monitor",
  "puzzle",
  "heart",
] as const;
export const iconNameSchema = z.enum(iconNames);

/** The opening of every section: an eyebrow, a heading and an intro. */
export const sectionHeadingSchema = z.strictObject({
  eyebrow: z.optional(z.string()),
  heading: textSchema,
  text: z.optional(z.string()),
});

/** The id a section can be reached by (`#faq`); letters, digits and dashes. */
export const anchorNameSchema = z
  .string()
  .check(
    z.regex(
      /^[a-z][a-z0-9-]*$/,
      "must be lower-case letters, digits and hyphens, starting with a letter (for example how-to-apply)",
    ),
  );
const anchorSchema = z.optional(anchorNameSchema);

export const heroBlockSchema = z.strictObject({
  eyebrow: textSchema,
  heading: textSchema,
  paragraphs: z.array(textSchema).check(z.minLength(1)),
  ctas: z.optional(z.array(callToActionSchema).check(z.maxLength(2))),
  image: z.optional(imageSchema),
});

export const statementBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
});

export const callToActionBandSchema = z.strictObject({
  eyebrow: z.optional(z.string()),
  heading: textSchema,
  text: textSchema,
  ctas: z.array(callToActionSchema).check(z.minLength(1), z.maxLength(2)),
});

export const cardSchema = z.strictObject({
  heading: textSchema,
  text: textSchema,
  icon: z.optional(iconNameSchema),
  brand: z.optional(brandSchema),
  /** A short line above the heading ("For founders"). */
  label: z.optional(z.string()),
  points: z.optional(z.array(textSchema)),
  links: z.optional(z.array(callToActionSchema)),
  /** The card's main action, drawn as a button at its foot. */
  cta: z.optional(callToActionSchema),
  image: z.optional(imageSchema),
  /** Spans two columns of its grid (SPEC §3, concepts of type span2). */
  wide: z.optional(z.boolean()),
});

export const cardGridBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  cards: z.array(cardSchema).check(z.minLength(1)),
});

export const stepsBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  steps: z.array(z.strictObject({ heading: textSchema, text: textSchema })).check(z.minLength(2)),
});

/** SPEC §3: an FAQ answer is text or a list of lines. */
export const faqItemSchema = z.strictObject({
  question: textSchema,
  answer: z.union([textSchema, z.array(textSchema).check(z.minLength(1))]),
});

export const faqBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  items: z.array(faqItemSchema).check(z.minLength(1)),
  cta: z.optional(callToActionSchema),
});

export const statSchema = z.strictObject({
  value: z.int().check(z.positive()),
  suffix: z.string(),
  label: textSchema,
});

export const statsBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  stats: z.array(statSchema).check(z.minLength(2)),
});

/** Text beside a picture, with optional points (numbered when `numbered`). */
export const featureSplitBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  paragraphs: z.optional(z.array(textSchema)),
  points: z.optional(z.array(z.strictObject({ heading: textSchema, text: textSchema }))),
  numbered: z.optional(z.boolean()),
  image: imageSchema,
  imageSide: z.enum(["start", "end"]),
  cta: z.optional(callToActionSchema),
  /** A badge above the heading (the graduates' cap on the kids' landing page). */
  icon: z.optional(iconNameSchema),
});

/** Everyone the site shows has a face: a photo, or an illustrated portrait in the site's one style. */
export const personSchema = z.strictObject({
  name: textSchema,
  role: textSchema,
  bio: z.optional(textSchema),
  portrait: decorativeImageSchema,
});

export const peopleBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  people: z.array(personSchema).check(z.minLength(1)),
});

/** Names shown as a strip of marks (mentors' companies): styled text, never logos. */
export const nameStripBlockSchema = z.strictObject({
  heading: textSchema,
  names: z.array(textSchema).check(z.minLength(2)),
});

/** How to reach the organisation, row by row (email, phone, WhatsApp, location, hours). */
export const contactDetailsBlockSchema = z.strictObject({
  heading: textSchema,
  rows: z.array(
    z.strictObject({
      kind: z.enum(["email", "phone", "whatsapp", "location", "hours"]),
      label: textSchema,
      text: textSchema,
      href: z.optional(linkSchema),
      external: z.optional(z.boolean()),
    }),
  ),
});

/** A long text in titled parts (a privacy notice, terms): paragraphs and optional lists. */
export const documentBlockSchema = z.strictObject({
  updated: textSchema,
  parts: z
    .array(
      z.strictObject({
        heading: textSchema,
        paragraphs: z.array(textSchema),
        points: z.optional(z.array(textSchema)),
      }),
    )
    .check(z.minLength(1)),
});

/** A titled text of a few paragraphs: what a programme is about, a mission. */
export const proseBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  paragraphs: z.array(textSchema).check(z.minLength(1)),
});

/**
 * A kids programme's card (SPEC §3, "Programme card types"): its type sets the
 * header colours, pattern and icon; Apply follows the card's own link, or the
 * closed-application page when it has none (resolved by the route's loader).
 */
export const programmeCardTypes = ["entry", "junior", "advanced", "advancedVirtual"] as const;

export const programmeCardSchema = z.strictObject({
  type: z.enum(programmeCardTypes),
  title: textSchema,
  ageLimit: textSchema,
  /** How the age line reads on the card ("Ages 8-10"). */
  ageLabel: textSchema,
  description: textSchema,
  /** A short note under the description ("Needs: a laptop"). */
  comment: textSchema,
  details: callToActionSchema,
  apply: callToActionSchema,
  /** The programme's cohort: its fee and dates, from its call (content-model/calls/cohort.ts). */
  facts: z.optional(z.array(z.strictObject({ label: textSchema, value: textSchema }))),
});

export const programmeCardsBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  cards: z.array(programmeCardSchema).check(z.minLength(1)),
});

/** A programme's key facts at a glance: ages, duration, place, schedule, what to bring. */
export const factListBlockSchema = z.strictObject({
  heading: textSchema,
  facts: z
    .array(z.strictObject({ label: textSchema, value: textSchema, icon: iconNameSchema }))
    .check(z.minLength(2)),
});

/**
 * SPEC §3, "Review": what a parent or a graduate said, with who and when. The
 * school is the child's, left out without the family's consent
 * (content-model/codeville/children.ts makes it from the child's record).
 */
export const reviewSchema = z.strictObject({
  review: textSchema,
  reviewerName: textSchema,
  class: textSchema,
  school: z.optional(textSchema),
  year: z.number().check(z.int()),
  image: decorativeImageSchema,
});

export const reviewsBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  reviews: z.array(reviewSchema).check(z.minLength(1)),
});

/** SPEC §3, "Portfolio item": a company we back, with its logo, a line about it and its site. */
const portfolioItemShape = {
  name: textSchema,
  /** What the company does, in two or three words ("Solar inverters"). */
  sector: textSchema,
  /** Beside the company's name, which says what it is: may be decorative. */
  icon: decorativeImageSchema,
  text: textSchema,
  link: httpsAddressSchema,
  linkName: textSchema,
};

export const portfolioItemSchema = z.strictObject({
  ...portfolioItemShape,
  sample: sampleMarker(portfolioItemShape),
});

export const portfolioBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  items: z.array(portfolioItemSchema).check(z.minLength(1)),
});

/** SPEC §3, "Learning path card": headerText, icon, stackList, paragraphOne, paragraphTwo. */
export const learningPathSchema = z.strictObject({
  headerText: textSchema,
  icon: iconNameSchema,
  stackList: z.optional(z.array(textSchema)),
  paragraphOne: textSchema,
  paragraphTwo: textSchema,
});

export const learningPathsBlockSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: anchorSchema,
  stackLabel: textSchema,
  paths: z.array(learningPathSchema).check(z.minLength(1)),
});

/** SPEC §3, "Graduate": 2024 entries also carry their learning path. */
export const graduateLearningPaths = ["game_dev", "web_dev"] as const;

export const graduateSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  first_name: textSchema,
  last_name: textSchema,
  /** A number, a text ("11 and a half") or null when the family did not say. */
  age: z.nullable(z.union([z.number().check(z.positive()), textSchema])),
  /** Null when there is no photo: the card shows the fallback portrait. */
  image: z.nullable(decorativeImageSchema),
  school_name: z.nullable(z.string()),
  learning_path: z.optional(z.enum(graduateLearningPaths)),
});

/** SPEC §3, "Past project"; one 2024 entry has no `school_name` key at all. */
export const pastProjectSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: textSchema,
  overview: z.string(),
  livePreview: httpsAddressSchema,
  coverImage: imageSchema,
  student_name: textSchema,
  student_image: decorativeImageSchema,
  school_name: z.optional(z.nullable(z.string())),
});

/** SPEC §3, "Learning slide": a picture and what it shows. */
export const learningSlideSchema = z.strictObject({ image: imageSchema, overview: textSchema });

/** SPEC §3, "Testimonial": a parent's words, shown in columns. */
export const testimonialSchema = z.strictObject({ name: textSchema, content: textSchema });

/** One cue of a video's captions (WebVTT), times in seconds. */
export const captionCueSchema = z.strictObject({
  start: z.number().check(z.nonnegative()),
  end: z.number().check(z.positive()),
  text: textSchema,
});

/**
 * A testimonial video: a file shipped with the site (or on a media host),
 * its poster, its captions, and the size it was made at.
 */
export const videoSchema = z.strictObject({
  year: z.number().check(z.int()),
  title: textSchema,
  src: textSchema,
  /** Under the video's title, which says what it is: may be decorative. */
  poster: decorativeImageSchema,
  captions: textSchema,
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  cues: z.array(captionCueSchema).check(z.minLength(1)),
});

export type Seo = z.infer<typeof seoSchema>;
/** A picture as content gives it; at prerender a named one gains the build's AVIF and WebP sources. */
export type ContentImage = z.infer<typeof imageSchema> & {
  sources?: { type: "image/avif" | "image/webp"; srcSet: string }[];
};
export type CallToAction = z.infer<typeof callToActionSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type IconName = z.infer<typeof iconNameSchema>;
export type SectionHeadingContent = z.infer<typeof sectionHeadingSchema>;
export type HeroBlock = z.infer<typeof heroBlockSchema>;
export type StatementBlock = z.infer<typeof statementBlockSchema>;
export type CallToActionBandBlock = z.infer<typeof callToActionBandSchema>;
export type Card = z.infer<typeof cardSchema>;
export type CardGridBlock = z.infer<typeof cardGridBlockSchema>;
export type StepsBlock = z.infer<typeof stepsBlockSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type FaqBlock = z.infer<typeof faqBlockSchema>;
export type Stat = z.infer<typeof statSchema>;
export type StatsBlock = z.infer<typeof statsBlockSchema>;
export type FeatureSplitBlock = z.infer<typeof featureSplitBlockSchema>;
export type Person = z.infer<typeof personSchema>;
export type PeopleBlock = z.infer<typeof peopleBlockSchema>;
export type NameStripBlock = z.infer<typeof nameStripBlockSchema>;
export type ContactDetailsBlock = z.infer<typeof contactDetailsBlockSchema>;
export type DocumentBlock = z.infer<typeof documentBlockSchema>;
export type ProseBlock = z.infer<typeof proseBlockSchema>;
export type ProgrammeCardType = (typeof programmeCardTypes)[number];
export type ProgrammeCard = z.infer<typeof programmeCardSchema>;
export type ProgrammeCardsBlock = z.infer<typeof programmeCardsBlockSchema>;
export type FactListBlock = z.infer<typeof factListBlockSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewsBlock = z.infer<typeof reviewsBlockSchema>;
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;
export type PortfolioBlock = z.infer<typeof portfolioBlockSchema>;
export type LearningPath = z.infer<typeof learningPathSchema>;
export type LearningPathsBlock = z.infer<typeof learningPathsBlockSchema>;

export type GraduateLearningPath = (typeof graduateLearningPaths)[number];
export type Graduate = z.infer<typeof graduateSchema>;
export type PastProject = z.infer<typeof pastProjectSchema>;
export type LearningSlide = z.infer<typeof learningSlideSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CaptionCue = z.infer<typeof captionCueSchema>;
export type Video = z.infer<typeof videoSchema>;
