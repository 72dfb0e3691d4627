import type { Testimonial, Video } from "./blocks.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { ContentError, loadCollection, loadEntry } from "./load.ts";
import { inOrder } from "./people.ts";
import {
  demoDayFileSchema,
  parentWordsFileSchema,
  testimonialsPageFileSchema,
} from "./testimonials.ts";

/** SPEC §2: the parents' words fill three columns of up to four. */
const mostParentWords = 12;

function readDemoDays(): Video[] {
  const folder = "codeville/demo-days";
  return loadCollection(folder, demoDayFileSchema).map(({ slug, data }) => {
    if (!/^\d{4}$/.test(slug)) {
      throw new ContentError([
        {
          file: `${folder}/${slug}.yaml`,
          field: "",
          reason: "a demo day file is named by its year, as 2025.yaml",
        },
      ]);
    }
    return { year: Number(slug), ...data };
  });
}

function readParentWords(): Testimonial[] {
  const entries = loadCollection("codeville/parents-say", parentWordsFileSchema);
  if (entries.length === 0 || entries.length > mostParentWords) {
    throw new ContentError([
      {
        file: "codeville/parents-say/",
        field: "",
        reason: `the page shows between 1 and ${mostParentWords} parents' words, not ${entries.length}`,
      },
    ]);
  }
  return inOrder(entries.map((entry) => entry.data));
}

/** /codeville/testimonials as the page receives it. */
export function readTestimonialsPage() {
  const { parents, ...page } = loadEntry(
    "codeville/testimonials-page.yaml",
    testimonialsPageFileSchema,
    organisationPlaceholders,
  );
  return {
    ...page,
    videos: readDemoDays(),
    parents: { ...parents, testimonials: readParentWords() },
  };
}
