import type { Stat } from "#content-model/blocks.ts";
import { readHubFacts } from "../hub/facts.server.ts";
import { readSingleton } from "../read.server.ts";
import { readReviews } from "./children.server.ts";
import { readGalleryCopy } from "./gallery.server.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

/** /codeville's own content, its figures and reviews filled in from their records. */
export function readLandingPage() {
  const page = readSingleton("codeville/landing", { placeholders: codevillePlaceholders() });
  const hubFacts = readHubFacts();
  const stats = page.impact.stats.map((entry): Stat => {
    if ("learning" in entry) {
      const { learning, ...stat } = entry;
      return { value: hubFacts.learning[learning], ...stat };
    }
    return "fact" in entry ? hubFacts[entry.fact] : entry;
  });
  return {
    ...page,
    impact: { ...page.impact, stats },
    testimonials: {
      ...page.testimonials,
      reviews: readReviews(readGalleryCopy().fallbackPortrait),
    },
  };
}
