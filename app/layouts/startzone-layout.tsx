import { StartzoneHeader } from "#app/components/site/startzone-header.tsx";
import { CallBanner } from "#app/features/startzone/call-banner.tsx";
import { anchorScrollStyle, useHashTargetScroll } from "#app/lib/anchor-scroll.ts";
import {
  readCallBanner,
  readStartzoneContext,
  readStartzoneHeader,
  readStartzoneNotFoundPage,
} from "#content-model/startzone/pages.server.ts";
import type { Route } from "./+types/startzone-layout";
import { frameContent } from "./frame-content.server.ts";
import { PageFrame } from "./page-frame.tsx";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  const context = readStartzoneContext();
  return {
    header: readStartzoneHeader(),
    call: readCallBanner(context),
    ...frameContent(),
    notFound: readStartzoneNotFoundPage(context),
  };
}

export type StartzoneLayoutData = Awaited<ReturnType<typeof loader>>;

/**
 * The Startzone layout of SPEC §2: the call-for-applications banner, the
 * section's header, page and footer, in Startzone's colours. Anchors land
 * below the header (SPEC §9), also when arriving with a hash.
 */
export default function StartzoneLayout({ loaderData }: Route.ComponentProps) {
  useHashTargetScroll();
  const { header, call } = loaderData;
  return (
    <PageFrame
      brand="startzone"
      skipLinkLabel={header.skipLinkLabel}
      anchorOffsets={anchorScrollStyle()}
      header={
        <>
          {call && <CallBanner call={call} />}
          <StartzoneHeader header={header} />
        </>
      }
      content={loaderData}
    />
  );
}
