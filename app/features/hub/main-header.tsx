import { ArrowUpRightIcon, MenuIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { mainHeader as copy } from "#content/navigation.ts";
import { LearningDropdown } from "./learning-dropdown.tsx";
import { SiteLogoMark } from "./site-logo.tsx";

const linkClasses =
  "flex min-h-11 items-center rounded-pill px-3 font-semibold text-small text-ink uppercase tracking-wide hover:bg-surface-muted nav:px-2.5 xl:px-3 aria-[current=page]:text-brand-strong aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

/** The main header of SPEC §2; a hamburger menu at 1155 px wide or less. */
export function MainHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  // A navigation (link, back button) always leaves the mobile menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="border-line bg-surface/95 sticky top-0 z-30 border-b backdrop-blur">
      <div className="container-page flex min-h-18 items-center justify-between gap-4">
        <Link
          to="/"
          aria-label={copy.homeLabel}
          className="flex shrink-0 items-center gap-2.5 rounded-xl"
        >
          <SiteLogoMark className="size-10" />
          <span className="text-lg leading-tight font-extrabold tracking-tight whitespace-nowrap">
            Enugu <span className="text-brand">Tech Hub</span>
          </span>
        </Link>
        <button
          type="button"
          className="rounded-pill hover:bg-surface-muted nav:hidden inline-flex size-11 items-center justify-center"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? copy.menuCloseLabel : copy.menuOpenLabel}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon aria-hidden /> : <MenuIcon aria-hidden />}
        </button>
        <nav
          id="main-menu"
          aria-label={copy.navLabel}
          className={cn(
            "border-line bg-surface shadow-raised absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b px-5 pt-2 pb-6",
            "nav:static nav:flex nav:max-h-none nav:items-center nav:overflow-visible nav:border-0 nav:bg-transparent nav:p-0 nav:shadow-none",
            menuOpen ? "block" : "hidden",
          )}
        >
          <ul className="nav:flex-row nav:items-center flex flex-col gap-1">
            {copy.primary.map((item) => (
              <li key={item.link}>
                <NavLink
                  to={item.link}
                  end
                  caseSensitive
                  className={linkClasses}
                  onClick={closeMenu}
                >
                  {item.title}
                </NavLink>
              </li>
            ))}
            <li>
              <LearningDropdown
                title={copy.learning.title}
                items={copy.learning.items}
                onNavigate={closeMenu}
              />
            </li>
            {copy.external.map((item) => (
              <li key={item.title}>
                <ExternalLink href={item.link} className={linkClasses} onClick={closeMenu}>
                  {item.title}
                  <ArrowUpRightIcon aria-hidden className="ml-0.5 size-4" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
