import { MainHeader } from "#app/components/site/main-header.tsx";
import { mailingListForm } from "#content/site/lead-forms.ts";
import { mainHeader, siteFooter } from "#content/site/navigation.ts";
import { mainNotFoundPage } from "#content/site/system-pages.ts";
import { identity } from "#schemas/content/identity.server.ts";
import type { Route } from "./+types/main-layout";
import { PageFrame } from "./page-frame.tsx";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  return {
    header: mainHeader,
    footer: siteFooter,
    logoWords: identity.logoWords,
    mailingListForm,
    notFound: mainNotFoundPage,
  };
}

export type MainLayoutData = Awaited<ReturnType<typeof loader>>;

/** The main layout of SPEC §2: header, page, footer. */
export default function MainLayout({ loaderData }: Route.ComponentProps) {
  const { header } = loaderData;
  return (
    <PageFrame
      skipLinkLabel={header.skipLinkLabel}
      header={<MainHeader header={header} />}
      content={loaderData}
    />
  );
}
