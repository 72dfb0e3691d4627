import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Prose } from "#app/components/blocks/prose.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readIncubationPage } from "#content-model/startzone/pages.server.ts";
import type { Route } from "./+types/incubation";

export function loader({ request }: Route.LoaderArgs) {
  const page = readIncubationPage();
  return { page: withPictures(page), meta: pageMeta(page.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function StartzoneIncubation({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <Prose {...page.about} />
      <CardGrid {...page.work} tone="muted" />
      <CardGrid {...page.programmes} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
