import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SkipLink } from "#app/components/site/skip-link.tsx";
import { StartzoneHeader } from "#app/components/site/startzone-header.tsx";
import { MailingListForm } from "#app/features/leads/mailing-list-form.tsx";
import { CallBanner } from "#app/features/startzone/call-banner.tsx";
import { anchorScrollStyle, useHashTargetScroll } from "#app/lib/anchor-scroll.ts";
import { useScrollToTopOnPathChange } from "#app/lib/use-scroll-to-top.ts";
import { identity } from "#content/site/identity.ts";
import { mailingListForm } from "#content/site/lead-forms.ts";
import { siteFooter } from "#content/site/navigation.ts";
import { startupBoostCall } from "#content/startzone/call-banner.ts";
import { startzoneHeader, startzoneNotFoundPage } from "#content/startzone/navigation.ts";
import type { Route } from "./+types/startzone-layout";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  return {
    header: startzoneHeader,
    call: startupBoostCall,
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
  useScrollToTopOnPathChange();
  useHashTargetScroll();
  const { header, call, footer, logoWords, mailingListForm: signupCopy } = loaderData;
  return (
    <div
      data-brand="startzone"
      data-anchor-offsets
      style={anchorScrollStyle()}
      className="flex min-h-dvh flex-col"
    >
      <SkipLink label={header.skipLinkLabel} />
      <CallBanner call={call} />
      <StartzoneHeader header={header} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        footer={footer}
        logoWords={logoWords}
        signup={<MailingListForm copy={signupCopy} />}
      />
    </div>
  );
}
