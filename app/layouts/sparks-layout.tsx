import { SparksHeader } from "#app/components/site/sparks-header.tsx";
import { anchorScrollStyle, useHashTargetScroll } from "#app/lib/anchor-scroll.ts";
import { readSparksHeader } from "#content-model/sparks/pages.server.ts";
import type { Route } from "./+types/sparks-layout";
import { frameContent } from "./frame-content.server.ts";
import { PageFrame } from "./page-frame.tsx";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  return {
    header: readSparksHeader(),
    ...frameContent(),
  };
}

/**
 * The women's programme layout of SPEC §2: its own header of anchors, the
 * page and the footer, in Sparks' colours. Anchors land below the header
 * (SPEC §9), also when arriving with a hash.
 */
export default function SparksLayout({ loaderData }: Route.ComponentProps) {
  useHashTargetScroll();
  const { header } = loaderData;
  return (
    <PageFrame
      brand="sparks"
      skipLinkLabel={header.skipLinkLabel}
      anchorOffsets={anchorScrollStyle()}
      header={<SparksHeader header={header} />}
      content={loaderData}
    />
  );
}
