import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { PortfolioGrid } from "#app/components/blocks/startzone/portfolio-grid.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readInvestmentPage } from "#content-model/startzone/pages.server.ts";
import type { Route } from "./+types/investment";

export function loader({ request }: Route.LoaderArgs) {
  const page = readInvestmentPage();
  return { page: withPictures(page), meta: pageMeta(page.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function StartzoneInvestment({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <Steps {...page.funding} tone="muted" />
      <PortfolioGrid {...page.portfolio} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
