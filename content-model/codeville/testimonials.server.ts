import type { Video } from "../blocks.ts";
import { ContentError } from "../load.ts";
import { readCollection, readSingleton } from "../read.server.ts";
import { organisationPlaceholders } from "../site/identity.server.ts";
import { readParentWords } from "./children.server.ts";

/** SPEC §2: the parents' words fill three columns of up to four. */
const mostParentWords = 12;

function readDemoDays(): Video[] {
  const folder = "codeville/demo-days";
  return readCollection(folder).map(({ slug, data }) => {
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

/** The parents' words the page shows: between one and three columns of four. */
function parentWordsShown() {
  const words = readParentWords();
  if (words.length === 0 || words.length > mostParentWords) {
    throw new ContentError([
      {
        file: "codeville/parents-say/",
        field: "",
        reason: `the page shows between 1 and ${mostParentWords} parents' words, not ${words.length}`,
      },
    ]);
  }
  return words;
}

/** /codeville/testimonials as the page receives it. */
export function readTestimonialsPage() {
  const { parents, ...page } = readSingleton("codeville/testimonials-page", {
    placeholders: organisationPlaceholders(),
  });
  return {
    ...page,
    videos: readDemoDays(),
    parents: { ...parents, testimonials: parentWordsShown() },
  };
}
