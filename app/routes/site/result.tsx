import { ResultPage } from "#app/components/site/result-page.tsx";
import { pagePath } from "#app/lib/current-page.ts";
import { pageMeta, requestedPage } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { resultPagesByPath } from "#content/site/form-results.ts";
import { identity } from "#schemas/content/identity.server.ts";
import type { Route } from "./+types/result";

/**
 * The result pages of the no-JavaScript form posts and of the mailing list's
 * links (content/site/form-results.ts), one per prerendered path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = resultPagesByPath.get(pagePath(requestedPage(request)));
  if (!page) throw new Response("Not Found", { status: 404 });
  const seo = {
    title: `${page.title} | ${identity.name}`,
    description: page.body[0] as string,
    noindex: true,
  };
  return { page, meta: pageMeta(seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Result({ loaderData: { page } }: Route.ComponentProps) {
  return <ResultPage page={page} />;
}
