import { StartzoneHeader } from "#app/components/site/startzone-header.tsx";
import { CallBanner } from "#app/features/startzone/call-banner.tsx";
import { anchorScrollStyle, useHashTargetScroll } from "#app/lib/anchor-scroll.ts";
import { mailingListForm } from "#content/site/lead-forms.ts";
import { siteFooter } from "#content/site/navigation.ts";
import { startzoneHeader, startzoneNotFoundPage } from "#content/startzone/navigation.ts";
import { identity } from "#schemas/content/identity.server.ts";
import { readCallBanner } from "#schemas/content/startzone.server.ts";
import type { Route } from "./+types/startzone-layout";
import { PageFrame } from "./page-frame.tsx";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  return {
    header: startzoneHeader,
    call: readCallBanner(),
    footer: siteFooter,
    logoWords: identity.logoWords,
    mailingListForm,
    notFound: startzoneNotFoundPage,
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
