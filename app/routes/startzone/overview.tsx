import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { FaqSection } from "#app/components/blocks/faq-section.tsx";
import { FeatureSplit } from "#app/components/blocks/feature-split.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Stats } from "#app/components/blocks/stats.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { faqPageJsonLd } from "#app/lib/structured-data.server.ts";
import { readStartzoneOverviewPage } from "#content-model/startzone/pages.server.ts";
import type { Route } from "./+types/overview";

export function loader({ request }: Route.LoaderArgs) {
  const page = readStartzoneOverviewPage();
  return {
    page: withPictures(page),
    meta: pageMeta(page.seo, request, { structuredData: [faqPageJsonLd(page.faq.items)] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function StartzoneOverview({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <FeatureSplit {...page.about} />
      <Stats {...page.identity} />
      <CardGrid {...page.aims} />
      <CallToActionBand {...page.callToAction} />
      <FaqSection {...page.faq} />
    </>
  );
}
