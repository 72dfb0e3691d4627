import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SkipLink } from "#app/components/site/skip-link.tsx";
import { SparksHeader } from "#app/components/site/sparks-header.tsx";
import { MailingListForm } from "#app/features/leads/mailing-list-form.tsx";
import { anchorScrollStyle, useHashTargetScroll } from "#app/lib/anchor-scroll.ts";
import { useScrollToTopOnPathChange } from "#app/lib/use-scroll-to-top.ts";
import { identity } from "#content/site/identity.ts";
import { mailingListForm } from "#content/site/lead-forms.ts";
import { siteFooter } from "#content/site/navigation.ts";
import { sparksHeader } from "#content/sparks/navigation.ts";
import type { Route } from "./+types/sparks-layout";

/** Runs at prerender only: the chrome's words reach the browser as data, never as code. */
export function loader() {
  return {
    header: sparksHeader,
    footer: siteFooter,
    logoWords: identity.logoWords,
    mailingListForm,
  };
}

/**
 * The women's programme layout of SPEC §2: its own header of anchors, the
 * page and the footer, in Sparks' colours. Anchors land below the header
 * (SPEC §9), also when arriving with a hash.
 */
export default function SparksLayout({ loaderData }: Route.ComponentProps) {
  useScrollToTopOnPathChange();
  useHashTargetScroll();
  const { header, footer, logoWords, mailingListForm: signupCopy } = loaderData;
  return (
    <div
      data-brand="sparks"
      data-anchor-offsets
      style={anchorScrollStyle()}
      className="flex min-h-dvh flex-col"
    >
      <SkipLink label={header.skipLinkLabel} />
      <SparksHeader header={header} />
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
