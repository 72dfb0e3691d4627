import { Link, useLocation } from "react-router";
import { AnchorLink } from "#app/components/ui/anchor-link.tsx";
import { PopoverMenu } from "#app/components/ui/popover-menu.tsx";
import { pagePath, useIsCurrentPage } from "#app/lib/current-page.ts";
import type { StartzoneHeaderContent } from "#content/startzone/navigation.ts";
import { navLinkClasses } from "./main-header.tsx";
import { SiteLogo } from "./site-logo.tsx";

/**
 * SPEC §2: the header's FAQ anchor leads to /startzone#faq, or to
 * /startzone/business-incubation/springboard#faq while that page shows (its
 * own questions). Trailing slashes are the same page.
 */
export function faqAnchorLink(pathname: string, faq: StartzoneHeaderContent["faq"]): string {
  return pagePath(pathname) === pagePath(faq.ownFaqPage) ? faq.ownFaqLink : faq.link;
}

/**
 * The Startzone header of SPEC §2: HOME, About (an anchor on /startzone),
 * Business Incubation, Investment and the FAQ anchor, whose target depends
 * on the page. A hamburger menu (a native popover) at 1155 px or less.
 */
export function StartzoneHeader({ header }: { header: StartzoneHeaderContent }) {
  const isCurrent = useIsCurrentPage();
  const { pathname } = useLocation();
  const links = [
    ...header.links,
    { title: header.faq.title, link: faqAnchorLink(pathname, header.faq) },
  ];
  return (
    <header className="border-line bg-surface sticky top-0 z-30 border-b">
      <div className="container-page flex min-h-18 items-center justify-between gap-4">
        <Link to={header.homeLink} aria-label={header.homeLabel} className="shrink-0 rounded-xl">
          <SiteLogo words={header.logoWords} joined />
        </Link>
        <PopoverMenu
          id="startzone-menu"
          toggleLabel={header.menuLabel}
          navLabel={header.navLabel}
          toggleClassName="nav:hidden"
          className="border-line bg-surface text-ink shadow-raised nav:static nav:flex nav:max-h-none nav:w-auto nav:items-center nav:overflow-visible nav:border-0 nav:bg-transparent nav:p-0 nav:shadow-none fixed inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-full overflow-y-auto border-b px-5 pt-2 pb-6"
        >
          <ul className="nav:flex-row nav:items-center flex flex-col gap-1">
            {links.map((item) => (
              <li key={item.title}>
                {item.link.includes("#") ? (
                  <AnchorLink to={item.link} className={navLinkClasses}>
                    {item.title}
                  </AnchorLink>
                ) : (
                  <Link
                    to={item.link}
                    aria-current={isCurrent(item.link) ? "page" : undefined}
                    className={navLinkClasses}
                  >
                    {item.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </PopoverMenu>
      </div>
    </header>
  );
}
