import { MainHeader } from "#app/components/site/main-header.tsx";
import { readMainHeader } from "#content-model/site/navigation.server.ts";
import { readMainNotFoundPage } from "#content-model/site/system-pages.server.ts";
import type { Route } from "./+types/main-layout";
import { frameContent } from "./frame-content.server.ts";
import { PageFrame } from "./page-frame.tsx";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  return {
    header: readMainHeader(),
    ...frameContent(),
    notFound: readMainNotFoundPage(),
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
