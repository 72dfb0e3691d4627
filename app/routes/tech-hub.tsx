import { CallToActionBand } from "#app/features/hub/call-to-action-band.tsx";
import { LatestUpdates } from "#app/features/hub/latest-updates.tsx";
import { PageHero } from "#app/features/hub/page-hero.tsx";
import { WhatWeDo } from "#app/features/hub/what-we-do.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { techHubPage } from "#content/tech-hub-page.ts";
import type { Route } from "./+types/tech-hub";

export const meta: Route.MetaFunction = () => pageMeta(techHubPage.seo);

export default function TechHub() {
  const { whoWeAre, whatWeDo, latestUpdates, cta } = techHubPage;
  return (
    <>
      <PageHero {...whoWeAre} />
      <WhatWeDo copy={whatWeDo} />
      <LatestUpdates copy={latestUpdates} />
      <CallToActionBand heading={cta.heading} text={cta.text} ctas={[cta.cta]} />
    </>
  );
}
