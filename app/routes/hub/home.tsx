import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { FeatureSplit } from "#app/components/blocks/feature-split.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Stats } from "#app/components/blocks/stats.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { organizationJsonLd } from "#app/lib/structured-data.server.ts";
import { readHomePage } from "#content-model/hub/pages.server.ts";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const homePage = readHomePage();
  return {
    page: withPictures(homePage),
    meta: pageMeta(homePage.seo, request, {
      structuredData: [organizationJsonLd(homePage.seo.description)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Home({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} size="display" />
      <Stats {...page.impact} />
      <CardGrid {...page.programmes} perRow={4} />
      <FeatureSplit {...page.approach} tone="brand" />
      <FeatureSplit {...page.clients} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
