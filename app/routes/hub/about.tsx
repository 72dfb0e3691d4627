import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { PeopleGrid } from "#app/components/blocks/people-grid.tsx";
import { Statement } from "#app/components/blocks/statement.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readAboutPage } from "#content-model/hub/pages.server.ts";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  const aboutPage = readAboutPage();
  return { page: withPictures(aboutPage), meta: pageMeta(aboutPage.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function About({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <Statement {...page.mission} />
      <CardGrid {...page.culture} variant="rule" tone="night" perRow={4} />
      <CardGrid {...page.audiences} tone="muted" />
      <PeopleGrid {...page.team} />
      <CallToActionBand {...page.contactCta} />
    </>
  );
}
