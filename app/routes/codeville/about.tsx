import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Statement } from "#app/components/blocks/statement.tsx";
import { Stats } from "#app/components/blocks/stats.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readCodevilleAboutPage } from "#content-model/codeville/about.server.ts";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  const page = readCodevilleAboutPage();
  return { page, meta: pageMeta(page.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CodevilleAbout({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <Statement {...page.mission} />
      <Stats {...page.impact} />
      <Statement {...page.vision} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
