import * as z from "zod/mini";
import {
  type ContentImage,
  decorativeImageSchema,
  type Graduate,
  graduateLearningPaths,
  imageSchema,
  type PastProject,
} from "./blocks.ts";
import { httpsAddressSchema } from "./links.ts";
import { textSchema } from "./text.ts";

/**
 * Children in the Codeville galleries (content/codeville/graduates/<year>.yaml,
 * content/codeville/past-projects/<year>.yaml): each entry carries the
 * publication consent the hub holds from the family, and the site publishes
 * only what it covers. Without consent for the name, a child is shown by
 * first name and the initial of the last name; without consent for the
 * school, no school; without consent for the photo, the neutral portrait.
 * Missing data is left out.
 */

export const publicationConsentSchema = z.strictObject({
  /** The full name may be published; without it, "Chiamaka O.". */
  name: z.boolean(),
  school: z.boolean(),
  photo: z.boolean(),
});

export type PublicationConsent = z.infer<typeof publicationConsentSchema>;

export const graduateEntrySchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  first_name: textSchema,
  last_name: textSchema,
  /** A number or a text ("11 and a half"); left out when the family did not say. */
  age: z.optional(z.union([z.number().check(z.positive()), textSchema])),
  image: z.optional(decorativeImageSchema),
  school_name: z.optional(textSchema),
  learning_path: z.optional(z.enum(graduateLearningPaths)),
  consent: publicationConsentSchema,
});

export const graduatesYearSchema = z.strictObject({ graduates: z.array(graduateEntrySchema) });

export const projectEntrySchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: textSchema,
  overview: z.optional(z.string()),
  livePreview: httpsAddressSchema,
  coverImage: imageSchema,
  student_name: textSchema,
  student_image: z.optional(decorativeImageSchema),
  school_name: z.optional(textSchema),
  consent: publicationConsentSchema,
});

export const projectsYearSchema = z.strictObject({ projects: z.array(projectEntrySchema) });

export type GraduateEntry = z.infer<typeof graduateEntrySchema>;
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

/** "Okafor" → "O.": the initial of a last name. */
function initial(lastName: string): string {
  return `${Array.from(lastName.trim())[0]?.toUpperCase() ?? ""}.`;
}

/** A full name as the site may show it: whole with consent, else first name and last initial. */
export function publishedName(fullName: string, consent: PublicationConsent): string {
  const words = fullName.trim().split(/\s+/);
  if (consent.name || words.length < 2) return words.join(" ");
  return `${words[0]} ${initial(words.at(-1) ?? "")}`;
}

/** A graduate as the page receives it: only what the consent covers, nothing missing spelt out. */
export function publishGraduate(entry: GraduateEntry): Graduate {
  const { consent } = entry;
  return {
    id: entry.id,
    first_name: entry.first_name,
    last_name: consent.name ? entry.last_name : initial(entry.last_name),
    age: entry.age ?? null,
    image: consent.photo ? (entry.image ?? null) : null,
    school_name: consent.school ? (entry.school_name ?? null) : null,
    ...(entry.learning_path ? { learning_path: entry.learning_path } : {}),
  };
}

/** A project as the page receives it; the student's photo becomes `portrait` without consent. */
export function publishProject(entry: ProjectEntry, portrait: ContentImage): PastProject {
  const { consent } = entry;
  return {
    id: entry.id,
    name: entry.name,
    overview: entry.overview ?? "",
    livePreview: entry.livePreview,
    coverImage: entry.coverImage,
    student_name: publishedName(entry.student_name, consent),
    student_image: consent.photo ? (entry.student_image ?? portrait) : portrait,
    school_name: consent.school ? (entry.school_name ?? null) : null,
  };
}

/** One year of a gallery: its file's year and its entries, as the pages receive them. */
export type GalleryYear<T> = { year: number; items: T[] };
