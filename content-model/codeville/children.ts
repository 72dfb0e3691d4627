import * as z from "zod/mini";
import {
  type ContentImage,
  decorativeImageSchema,
  type Graduate,
  graduateLearningPaths,
  imageSchema,
  type PastProject,
  type Review,
  type Testimonial,
} from "../blocks.ts";
import { httpsAddressSchema } from "../links.ts";
import { sampleMarker } from "../sample.ts";
import { textSchema } from "../text.ts";

/**
 * Children of the Codeville programmes (docs/decisions/170-one-record-per-child.md):
 * one record per child (content/codeville/children/<name>.yaml) holding what
 * the family agreed the site may publish: the full name, the school, a
 * portrait. Graduates, past projects, reviews and parents' words name the
 * child by that record's file name, and every page that shows a child reads
 * the consent there, so it cannot differ from one page to the next:
 * without consent to the name, the first name and the initial of the last
 * name ("Adaobi N.", and a parent as "Mrs Nkiru N."); without consent to the
 * school, no school; without consent to a portrait, the neutral portrait,
 * and the picture is not published at all. What is not known is left out.
 */

/** The family's answers; all three are required, so no child is published before someone asked. */
export const childConsentSchema = z.strictObject({
  /** The full name; without it, the first name and the initial of the last name. */
  name: z.boolean(),
  school: z.boolean(),
  portrait: z.boolean(),
});

export type ChildConsent = z.infer<typeof childConsentSchema>;

const childShape = {
  firstName: textSchema,
  lastName: textSchema,
  school: z.optional(textSchema),
  portrait: z.optional(decorativeImageSchema),
  consent: childConsentSchema,
};

export const childSchema = z.strictObject({ ...childShape, sample: sampleMarker(childShape) });

export type Child = z.infer<typeof childSchema>;

/** How a record names a child: the file name of the child's record. */
export const childReferenceSchema = z
  .string()
  .check(
    z.regex(
      /^[a-z0-9][a-z0-9-]*$/,
      "the file name of a child under Codeville: children, in lower-case letters, digits and hyphens",
    ),
  );

const graduateShape = {
  id: z.number().check(z.int(), z.positive()),
  child: childReferenceSchema,
  /** A number or a text ("11 and a half"); left out when the family did not say. */
  age: z.optional(z.union([z.number().check(z.positive()), textSchema])),
  learning_path: z.optional(z.enum(graduateLearningPaths)),
};

export const graduateEntrySchema = z.strictObject(graduateShape);

export const graduatesYearSchema = z.strictObject({ graduates: z.array(graduateEntrySchema) });

const projectShape = {
  id: z.number().check(z.int(), z.positive()),
  name: textSchema,
  overview: z.optional(z.string()),
  livePreview: httpsAddressSchema,
  coverImage: imageSchema,
  /** The child who made it. */
  child: childReferenceSchema,
};

export const projectEntrySchema = z.strictObject({
  ...projectShape,
  sample: sampleMarker(projectShape),
});

export const projectsYearSchema = z.strictObject({ projects: z.array(projectEntrySchema) });

export type GraduateEntry = z.infer<typeof graduateEntrySchema>;
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

/** "Okafor" → "O.": the initial of a last name. */
function initial(lastName: string): string {
  return `${Array.from(lastName.trim())[0]?.toUpperCase() ?? ""}.`;
}

/** A grown-up's name with its last word as an initial: "Mrs Nkiru Nwafor" → "Mrs Nkiru N.". */
export function withLastInitial(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return words.join(" ");
  return [...words.slice(0, -1), initial(words.at(-1) ?? "")].join(" ");
}

/** A child as every page may show them: only what the family agreed to. */
export type PublishedChild = {
  firstName: string;
  /** The last name, or its initial ("N.") without consent to the name. */
  lastName: string;
  school: string | null;
  /** The child's own portrait, or null: the page shows the neutral portrait. */
  portrait: ContentImage | null;
};

export function publishChild(child: Child): PublishedChild {
  const { consent } = child;
  return {
    firstName: child.firstName,
    lastName: consent.name ? child.lastName : initial(child.lastName),
    school: consent.school ? (child.school ?? null) : null,
    portrait: consent.portrait ? (child.portrait ?? null) : null,
  };
}

/** A graduate as the page receives it. */
export function publishGraduate(entry: GraduateEntry, child: PublishedChild): Graduate {
  return {
    id: entry.id,
    first_name: child.firstName,
    last_name: child.lastName,
    age: entry.age ?? null,
    image: child.portrait,
    school_name: child.school,
    ...(entry.learning_path ? { learning_path: entry.learning_path } : {}),
  };
}

/** A project as the page receives it; `fallback` stands in for a portrait the site may not show. */
export function publishProject(
  entry: ProjectEntry,
  child: PublishedChild,
  fallback: ContentImage,
): PastProject {
  return {
    id: entry.id,
    name: entry.name,
    overview: entry.overview ?? "",
    livePreview: entry.livePreview,
    coverImage: entry.coverImage,
    student_name: `${child.firstName} ${child.lastName}`,
    student_image: child.portrait ?? fallback,
    school_name: child.school,
  };
}

/** One year of a gallery: its file's year and its entries, as the pages receive them. */
export type GalleryYear<T> = { year: number; items: T[] };

const order = z.number().check(z.int(), z.positive());

const reviewShape = {
  order,
  review: textSchema,
  /** The programme and track ("Junior Academy, Web Dev", "Parent, Kids Code Camp"). */
  class: textSchema,
  year: z.number().check(z.int()),
  /** The child who wrote it, or whose parent did. */
  child: childReferenceSchema,
  /** The parent who wrote it; without one, the child did. */
  parent: z.optional(z.strictObject({ name: textSchema, portrait: decorativeImageSchema })),
};

/** A review on the Codeville pages (SPEC §3), content/codeville/reviews/<name>.yaml. */
export const reviewEntrySchema = z.strictObject({
  ...reviewShape,
  sample: sampleMarker(reviewShape),
});

export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

/**
 * A review as the pages receive it: a parent is named as the family agreed
 * their child may be (their surname is the child's, often), the school is
 * the child's, and a portrait (the child's, or the parent's) shows only with
 * the family's consent to a portrait.
 */
export function publishReview(entry: ReviewEntry, child: Child, fallback: ContentImage): Review {
  const shown = publishChild(child);
  const { parent } = entry;
  return {
    review: entry.review,
    reviewerName: parent
      ? child.consent.name
        ? parent.name
        : withLastInitial(parent.name)
      : `${shown.firstName} ${shown.lastName}`,
    class: entry.class,
    ...(shown.school ? { school: shown.school } : {}),
    year: entry.year,
    image: (child.consent.portrait ? (parent?.portrait ?? shown.portrait) : null) ?? fallback,
  };
}

const parentWordsShape = {
  order,
  name: textSchema,
  content: textSchema,
  /** Their children at Codeville: the name is published in full only if every family agreed. */
  children: z.array(childReferenceSchema).check(z.minLength(1)),
};

/** What a parent said, on /codeville/testimonials (content/codeville/parents-say/<name>.yaml). */
export const parentWordsFileSchema = z.strictObject({
  ...parentWordsShape,
  sample: sampleMarker(parentWordsShape),
});

export type ParentWordsEntry = z.infer<typeof parentWordsFileSchema>;

export function publishParentWords(
  entry: ParentWordsEntry,
  children: readonly Child[],
): Testimonial {
  const fullName = children.every((child) => child.consent.name);
  return { name: fullName ? entry.name : withLastInitial(entry.name), content: entry.content };
}
