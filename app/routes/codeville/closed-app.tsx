import { Hero } from "#app/components/blocks/hero.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readClosedAppPage } from "#schemas/content/closed-app.server.ts";
import type { Route } from "./+types/closed-app";

export function loader({ request }: Route.LoaderArgs) {
  const page = readClosedAppPage();
  return { page, meta: pageMeta(page.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ClosedApp({ loaderData: { page } }: Route.ComponentProps) {
  return <Hero {...page.hero} />;
}
