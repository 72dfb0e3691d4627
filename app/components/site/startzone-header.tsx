import { Link, useLocation } from "react-router";
import { AnchorLink } from "#app/components/ui/anchor-link.tsx";
import { pagePath, useIsCurrentPage } from "#app/lib/current-page.ts";
import type { StartzoneHeaderContent } from "#content-model/startzone/pages.ts";
import { HeaderShell, navLinkClasses } from "./header-shell.tsx";

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
 * on the page.
 */
export function StartzoneHeader({ header }: { header: StartzoneHeaderContent }) {
  const isCurrent = useIsCurrentPage();
  const { pathname } = useLocation();
  const links = [
    ...header.links,
    { title: header.faq.title, link: faqAnchorLink(pathname, header.faq) },
  ];
  return (
    <HeaderShell
      frame={header}
      menuId="startzone-menu"
      logoJoined
      nav={links.map((item) => (
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
    />
  );
}
