import { Document } from "#app/components/blocks/document.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readPrivacyPage } from "#content-model/site/privacy.server.ts";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  const privacyPage = readPrivacyPage();
  return { page: privacyPage, meta: pageMeta(privacyPage.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Privacy({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <div className="bg-surface-muted">
        <div className="container-page py-14 md:py-20">
          <SectionHeading level="h1" {...page.intro} />
        </div>
      </div>
      <Document {...page.document} contentsLabel={page.contentsLabel} />
    </>
  );
}
