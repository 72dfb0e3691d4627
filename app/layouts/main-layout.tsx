import { Outlet } from "react-router";
import { MainFooter } from "#app/features/hub/main-footer.tsx";
import { MainHeader } from "#app/features/hub/main-header.tsx";
import { useScrollToTopOnPathChange } from "#app/lib/use-scroll-to-top.ts";
import { mainHeader } from "#content/navigation.ts";

/** The main layout of SPEC §2: header, page, footer. */
export default function MainLayout() {
  useScrollToTopOnPathChange();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="rounded-pill bg-brand text-on-brand sr-only z-50 px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {mainHeader.skipLinkLabel}
      </a>
      <MainHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <MainFooter />
    </div>
  );
}
