import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { ProgrammeCards } from "#app/components/blocks/codeville/programme-cards.tsx";
import { FeatureSplit } from "#app/components/blocks/feature-split.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Stats } from "#app/components/blocks/stats.tsx";
import { brochurePagePath } from "#app/features/codeville/brochure-paths.ts";
import { FunActivities } from "#app/features/codeville/fun-activities.tsx";
import { ReviewCarousel } from "#app/features/codeville/review-carousel.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { kidsNavApply } from "#content-model/calls/calls.server.ts";
import { readBrochureForm } from "#content-model/codeville/brochure.server.ts";
import { readFunActivities } from "#content-model/codeville/fun-activities.server.ts";
import { readLandingPage } from "#content-model/codeville/landing.server.ts";
import { readProgrammeCards } from "#content-model/codeville/programme-cards.server.ts";
import type { Route } from "./+types/home";
import { HeroActions } from "./hero-actions.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const landingPage = readLandingPage();
  const { applyLabel, brochureLabel, ...page } = landingPage;
  const apply = kidsNavApply();
  return {
    page: withPictures({
      ...page,
      funActivities: readFunActivities(),
      actions: {
        apply: { label: applyLabel, link: apply.href, external: apply.external },
        brochure: { label: brochureLabel, link: brochurePagePath, copy: readBrochureForm() },
      },
      programmes: { ...page.programmes, cards: readProgrammeCards() },
    }),
    meta: pageMeta(landingPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CodevilleHome({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} size="display">
        <HeroActions {...page.actions} />
      </Hero>
      <Stats {...page.impact} />
      <CardGrid {...page.teaching} />
      <ProgrammeCards {...page.programmes} tone="brand" />
      <FunActivities {...page.funActivities} />
      <ReviewCarousel {...page.testimonials} labels={page.testimonialsCarousel} />
      <FeatureSplit {...page.graduates} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
