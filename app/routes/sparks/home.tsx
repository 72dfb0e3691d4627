import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { FaqSection } from "#app/components/blocks/faq-section.tsx";
import { FeatureSplit } from "#app/components/blocks/feature-split.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { PeopleGrid } from "#app/components/blocks/people-grid.tsx";
import { LearningPaths } from "#app/components/blocks/sparks/learning-paths.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { faqPageJsonLd, freeOnlineCourseJsonLd } from "#app/lib/structured-data.server.ts";
import { readSparksLandingPage } from "#content-model/sparks/pages.server.ts";
import { sparksPath } from "#schemas/section-paths.ts";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const { course, ...page } = readSparksLandingPage();
  const structuredData = [
    freeOnlineCourseJsonLd({ ...course, path: sparksPath }),
    faqPageJsonLd(page.faq.items),
  ];
  return { page: withPictures(page), meta: pageMeta(page.seo, request, { structuredData }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Sparks({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <CardGrid {...page.goals} />
      <FeatureSplit {...page.about} tone="muted" />
      <Steps {...page.howItWorks} />
      <LearningPaths {...page.learning} tone="muted" />
      <PeopleGrid {...page.mentors} />
      <FaqSection {...page.faq} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
