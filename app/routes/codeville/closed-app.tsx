import { Hero } from "#app/components/blocks/hero.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { closedAppPage } from "#content/codeville/closed-app.ts";
import type { Route } from "./+types/closed-app";

export function loader({ request }: Route.LoaderArgs) {
  return { page: closedAppPage, meta: pageMeta(closedAppPage.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ClosedApp({ loaderData: { page } }: Route.ComponentProps) {
  return <Hero {...page.hero} />;
}
