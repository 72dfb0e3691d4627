import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { AnchorLink } from "#app/components/ui/anchor-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { PopoverMenu } from "#app/components/ui/popover-menu.tsx";
import type { SparksHeaderContent } from "#content/sparks/navigation.ts";
import { navLinkClasses } from "./main-header.tsx";
import { SiteLogo } from "./site-logo.tsx";

/**
 * The women's programme header (SPEC §2): anchors to the sections of /sparks
 * and APPLY to the external form in a new tab. A hamburger menu (a native
 * popover) at 1155 px or less.
 */
export function SparksHeader({ header }: { header: SparksHeaderContent }) {
  return (
    <header className="border-line bg-surface sticky top-0 z-30 border-b">
      <div className="container-page flex min-h-18 items-center justify-between gap-4">
        <Link to={header.homeLink} aria-label={header.homeLabel} className="shrink-0 rounded-xl">
          <SiteLogo words={header.logoWords} />
        </Link>
        <PopoverMenu
          id="sparks-menu"
          toggleLabel={header.menuLabel}
          navLabel={header.navLabel}
          toggleClassName="nav:hidden"
          className="border-line bg-surface text-ink shadow-raised nav:static nav:flex nav:max-h-none nav:w-auto nav:items-center nav:gap-3 nav:overflow-visible nav:border-0 nav:bg-transparent nav:p-0 nav:shadow-none fixed inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-full overflow-y-auto border-b px-5 pt-2 pb-6"
        >
          <ul className="nav:flex-row nav:items-center flex flex-col gap-1">
            {header.anchors.map((item) => (
              <li key={item.link}>
                <AnchorLink to={item.link} className={navLinkClasses}>
                  {item.title}
                </AnchorLink>
              </li>
            ))}
          </ul>
          <ExternalLink
            href={header.apply.link}
            className={buttonClasses({ variant: "primary" }, "nav:mt-0 nav:w-auto mt-4 w-full")}
          >
            {header.apply.title}
            <Icon name="arrow-external" />
          </ExternalLink>
        </PopoverMenu>
      </div>
    </header>
  );
}
