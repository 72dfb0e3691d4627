import { ResultPage } from "#app/components/site/result-page.tsx";
import { pagePath } from "#app/lib/current-page.ts";
import { pageMeta, requestedPage, resultPageSeo } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readResultPagesByPath } from "#content-model/site/form-results.server.ts";
import type { Route } from "./+types/result";

/**
 * The result pages of the no-JavaScript form posts and of the mailing list's
 * links (content/site/form-results.yaml), one per prerendered path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = readResultPagesByPath().get(pagePath(requestedPage(request)));
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page, meta: pageMeta(resultPageSeo(page), request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Result({ loaderData: { page } }: Route.ComponentProps) {
  return <ResultPage page={page} />;
}
