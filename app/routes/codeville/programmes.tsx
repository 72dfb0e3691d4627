import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { ProgrammeCards } from "#app/components/blocks/codeville/programme-cards.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readProgrammeCards } from "#content-model/codeville/programme-cards.server.ts";
import { readProgrammesOverview } from "#content-model/codeville/programmes-overview.server.ts";
import type { Route } from "./+types/programmes";

export function loader({ request }: Route.LoaderArgs) {
  const page = readProgrammesOverview();
  return {
    page: {
      ...page,
      programmes: { ...page.programmes, cards: readProgrammeCards() },
    },
    meta: pageMeta(page.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Programmes({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <ProgrammeCards {...page.programmes} />
      <Steps {...page.pathway} tone="brand" />
      <CallToActionBand {...page.closing} />
    </>
  );
}
