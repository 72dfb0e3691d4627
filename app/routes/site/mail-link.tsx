import { MailLinkPage } from "#app/components/site/mail-link-page.tsx";
import { pagePath } from "#app/lib/current-page.ts";
import { pageMeta, requestedPage } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { readMailLinkPagesByPath } from "#content-model/site/mail-link-pages.server.ts";
import type { Route } from "./+types/mail-link";

/**
 * Where the mailing list's confirm and unsubscribe links lead
 * (content/site/mail-link-pages.yaml): one prerendered page per path, with one
 * button that posts the link back to the lead service.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = readMailLinkPagesByPath().get(pagePath(requestedPage(request)));
  if (!page) throw new Response("Not Found", { status: 404 });
  const seo = {
    title: `${page.title} | ${readIdentity().name}`,
    description: page.body[0] as string,
    noindex: true,
  };
  return { page, meta: pageMeta(seo, request, { tokenInAddress: true }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function MailLink({ loaderData: { page } }: Route.ComponentProps) {
  return <MailLinkPage page={page} />;
}
