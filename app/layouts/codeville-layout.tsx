import { CodevilleHeader } from "#app/components/site/codeville-header.tsx";
import { EntryPopupSlot } from "#app/features/codeville/entry-popup-slot.tsx";
import { kidsNavApply } from "#content-model/calls/calls.server.ts";
import { readCodevilleNavigation } from "#content-model/codeville/navigation.server.ts";
import type { Route } from "./+types/codeville-layout";
import { frameContent } from "./frame-content.server.ts";
import { PageFrame } from "./page-frame.tsx";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  const { header, notFound, entryPopup } = readCodevilleNavigation();
  return {
    header,
    apply: kidsNavApply(),
    ...frameContent(),
    notFound,
    entryPopup,
  };
}

export type CodevilleLayoutData = Awaited<ReturnType<typeof loader>>;

/** The kids' layout of SPEC §2: header, entry popup, page, footer, in Codeville's colours. */
export default function CodevilleLayout({ loaderData }: Route.ComponentProps) {
  const { header, apply } = loaderData;
  return (
    <PageFrame
      brand="codeville"
      skipLinkLabel={header.skipLinkLabel}
      header={<CodevilleHeader header={header} apply={apply} />}
      content={loaderData}
    >
      <EntryPopupSlot copy={loaderData.entryPopup} />
    </PageFrame>
  );
}
