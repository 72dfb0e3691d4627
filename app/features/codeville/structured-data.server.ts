import { absoluteUrl } from "#app/config/site-url.ts";
import type { ProgrammeFacts } from "#content-model/codeville/kids-programmes.ts";
import type { Identity } from "#content-model/site/identity.ts";

/**
 * Structured data (schema.org JSON-LD) for search engines, built at prerender
 * and written into each page's head: Course for a programme page, FAQPage for
 * questions and answers.
 */

/** "9-12" as schema.org ages; null when the text is not a range. */
function ageRange(ages: string): { suggestedMinAge: number; suggestedMaxAge: number } | null {
  const match = /^(\d+)\s*-\s*(\d+)$/.exec(ages.trim());
  return match ? { suggestedMinAge: Number(match[1]), suggestedMaxAge: Number(match[2]) } : null;
}

export function courseStructuredData(
  facts: ProgrammeFacts,
  page: { path: string; description: string },
  organisation: Pick<Identity, "name">,
) {
  const provider = { "@type": "Organization", name: organisation.name, url: absoluteUrl("/") };
  const ages = ageRange(facts.ages);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: facts.title,
    description: page.description,
    url: absoluteUrl(page.path),
    provider,
    ...(ages ? { audience: { "@type": "PeopleAudience", ...ages } } : {}),
    timeRequired: facts.durationIso,
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: facts.mode,
      courseWorkload: facts.durationIso,
      ...(facts.mode === "onsite"
        ? { location: { "@type": "Place", name: organisation.name } }
        : {}),
    },
  };
}
