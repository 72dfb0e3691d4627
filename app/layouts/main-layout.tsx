import { Outlet } from "react-router";
import { MainHeader } from "#app/components/site/main-header.tsx";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SkipLink } from "#app/components/site/skip-link.tsx";
import { MailingListForm } from "#app/features/leads/mailing-list-form.tsx";
import { useScrollToTopOnPathChange } from "#app/lib/use-scroll-to-top.ts";
import { identity } from "#content/site/identity.ts";
import { mailingListForm } from "#content/site/lead-forms.ts";
import { mainHeader, siteFooter } from "#content/site/navigation.ts";
import { mainNotFoundPage } from "#content/site/system-pages.ts";
import type { Route } from "./+types/main-layout";

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
  useScrollToTopOnPathChange();
  const { header, footer, logoWords, mailingListForm: signupCopy } = loaderData;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={header.skipLinkLabel} />
      <MainHeader header={header} />
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
