import { ApproachSection } from "#app/features/hub/approach-section.tsx";
import { CallToActionBand } from "#app/features/hub/call-to-action-band.tsx";
import { HomeHero } from "#app/features/hub/home-hero.tsx";
import { ImpactStats } from "#app/features/hub/impact-stats.tsx";
import { ProgrammeFamilies } from "#app/features/hub/programme-families.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { homePage } from "#content/home-page.ts";
import { hubFacts } from "#content/hub-facts.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(homePage.seo);

export default function Home() {
  const { hero, impact, programmes, approach, clients, closing } = homePage;
  return (
    <>
      <HomeHero hero={hero} />
      <ImpactStats {...impact} facts={hubFacts} />
      <ProgrammeFamilies {...programmes} />
      <ApproachSection approach={approach} />
      <CallToActionBand
        eyebrow={clients.eyebrow}
        heading={clients.heading}
        text={clients.text}
        ctas={[clients.cta]}
        tone="light"
      />
      <CallToActionBand heading={closing.heading} text={closing.text} ctas={closing.ctas} />
    </>
  );
}
