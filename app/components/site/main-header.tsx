import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { Dropdown } from "#app/components/ui/dropdown.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { useIsCurrentPage } from "#app/lib/current-page.ts";
import type { MainHeaderContent } from "#content-model/site/navigation.ts";
import { HeaderShell, navLinkClasses } from "./header-shell.tsx";

/** The main header of SPEC §2; a hamburger menu at 1155 px wide or less. */
export function MainHeader({ header }: { header: MainHeaderContent }) {
  const isCurrent = useIsCurrentPage();
  return (
    <HeaderShell
      frame={{ ...header, homeLink: "/" }}
      menuId="main-menu"
      nav={
        <>
          {header.primary.map((item) => (
            <li key={item.link}>
              <Link
                to={item.link}
                aria-current={isCurrent(item.link) ? "page" : undefined}
                className={navLinkClasses}
              >
                {item.title}
              </Link>
            </li>
          ))}
          <li>
            <Dropdown
              label={header.learning.title}
              summaryClassName="rounded-pill text-small text-ink hover:bg-surface-muted w-full justify-between px-3 font-semibold tracking-wide uppercase nav:w-auto nav:px-2.5 xl:px-3"
              panelClassName="bg-surface-muted nav:absolute nav:top-full nav:left-0 nav:z-40 nav:mt-2 nav:w-56 nav:bg-surface nav:shadow-raised nav:ring-1 nav:ring-line mt-1 rounded-2xl p-2"
            >
              <ul className="space-y-1">
                {header.learning.items.map((item) => (
                  <li key={item.title}>
                    <SmartLink
                      href={item.link}
                      external={item.external}
                      className="text-small hover:bg-brand-soft hover:text-brand-strong flex min-h-11 items-center rounded-xl px-3 font-semibold tracking-wide uppercase"
                    >
                      {item.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </Dropdown>
          </li>
          {header.external.map((item) => (
            <li key={item.title}>
              <ExternalLink href={item.link} className={navLinkClasses}>
                {item.title}
                <Icon name="arrow-external" className="ml-0.5 size-4" />
              </ExternalLink>
            </li>
          ))}
        </>
      }
    />
  );
}
