import { AudienceGrid } from "#app/features/hub/audience-grid.tsx";
import { CallToActionBand } from "#app/features/hub/call-to-action-band.tsx";
import { MissionAndCulture } from "#app/features/hub/mission-and-culture.tsx";
import { PageHero } from "#app/features/hub/page-hero.tsx";
import { TeamGrid } from "#app/features/hub/team-grid.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { aboutPage } from "#content/about-page.ts";
import { executiveTeam } from "#content/team.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageMeta(aboutPage.seo);

export default function About() {
  const { hero, mission, audiences, culture, team, contactCta } = aboutPage;
  return (
    <>
      <PageHero {...hero} />
      <MissionAndCulture mission={mission} culture={culture} />
      <AudienceGrid audiences={audiences} />
      <TeamGrid {...team} members={executiveTeam} />
      <CallToActionBand
        heading={contactCta.heading}
        text={contactCta.text}
        ctas={[contactCta.cta]}
      />
    </>
  );
}
