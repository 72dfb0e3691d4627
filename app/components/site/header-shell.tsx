import { Link } from "react-router";
import { PopoverMenu } from "#app/components/ui/popover-menu.tsx";
import { cn } from "#app/lib/cn.ts";
import { SiteLogo } from "./site-logo.tsx";

/** What every section's header content names: its home, logo and menu labels. */
export type HeaderFrame = {
  homeLink: string;
  homeLabel: string;
  logoWords: readonly [string, string];
  menuLabel: string;
  navLabel: string;
};

type HeaderShellProps = {
  frame: HeaderFrame;
  /** The popover menu's id, unique on the page. */
  menuId: string;
  /** The logo's variant: the two words joined, as the sections write their names. */
  logoJoined?: boolean;
  /**
   * The navigation's list items: in the hamburger menu at 1155 px or less,
   * in a row in the header above.
   */
  nav: React.ReactNode;
  /** A call to action after the navigation (an Apply button), in the menu and in the row. */
  apply?: React.ReactNode;
  /**
   * A wide bar of the section's own, for a section whose wide navigation is
   * not its menu laid out in a row (Codeville's dropdowns): the menu then shows
   * only at 1155 px or less, and this bar above.
   */
  bar?: React.ReactNode;
};

/** The phone menu: a panel under the header, scrolling when taller than the screen. */
const menuPanelClasses =
  "border-line bg-surface text-ink shadow-raised fixed inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-full overflow-y-auto border-b px-5 pt-2 pb-6";

/** Above 1155 px the same menu stands in the header as a row. */
const menuAsRowClasses =
  "nav:static nav:flex nav:max-h-none nav:w-auto nav:items-center nav:gap-3 nav:overflow-visible nav:border-0 nav:bg-transparent nav:p-0 nav:shadow-none";

const navListClasses = "nav:flex-row nav:items-center flex flex-col gap-1";

/** A top-level link of a header's navigation; the current page is underlined. */
export const navLinkClasses =
  "flex min-h-11 items-center rounded-pill px-3 font-semibold text-small text-ink uppercase tracking-wide hover:bg-surface-muted nav:px-2.5 xl:px-3 aria-[current=page]:text-brand-strong aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

/**
 * The frame of every section's header (SPEC §2): sticky, the logo linking to
 * the section's home, and the navigation behind a hamburger button (a native
 * popover, so it opens before the JavaScript arrives) at 1155 px or less.
 * The sections differ only in what fills the slots.
 */
export function HeaderShell({ frame, menuId, logoJoined, nav, apply, bar }: HeaderShellProps) {
  return (
    <header className="border-line bg-surface sticky top-0 z-30 border-b">
      <div className="container-page flex min-h-18 items-center justify-between gap-4">
        <Link to={frame.homeLink} aria-label={frame.homeLabel} className="shrink-0 rounded-xl">
          <SiteLogo words={frame.logoWords} joined={logoJoined} />
        </Link>
        {bar}
        <PopoverMenu
          id={menuId}
          toggleLabel={frame.menuLabel}
          navLabel={frame.navLabel}
          toggleClassName="nav:hidden"
          className={cn(menuPanelClasses, bar ? "nav:hidden" : menuAsRowClasses)}
        >
          <ul className={navListClasses}>{nav}</ul>
          {apply}
        </PopoverMenu>
      </div>
    </header>
  );
}
