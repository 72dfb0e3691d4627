import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { cn } from "#app/lib/cn.ts";

export type PopoverMenuProps = {
  id: string;
  /** The accessible name of the toggle button. */
  toggleLabel: string;
  /** Names the navigation landmark. */
  navLabel: string;
  toggleClassName?: string;
  /**
   * Classes of the menu panel. The panel is a native popover: hidden until the
   * button opens it, even before hydration; the caller's classes may show it
   * inline at wide widths (e.g. `nav:flex nav:static`).
   */
  className?: string;
  children: React.ReactNode;
};

/**
 * A menu behind a hamburger button, built on the `popover` attribute so it
 * opens without JavaScript; the browser closes it on an outside click or
 * Escape and returns focus to the button. Once hydrated, it also closes after
 * a link inside is followed and whenever the path changes.
 */
export function PopoverMenu({
  id,
  toggleLabel,
  navLabel,
  toggleClassName,
  className,
  children,
}: PopoverMenuProps) {
  const menuRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // Close after a navigation, but not when the page first hydrates: a visitor
  // who opened the menu before the JavaScript arrived keeps it open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={toggleLabel}
        className={cn(
          "group/toggle rounded-pill hover:bg-surface-muted inline-flex size-11 items-center justify-center",
          toggleClassName,
        )}
      >
        <Icon name="menu" className="menu-closed-icon size-6" />
        <Icon name="close" className="menu-open-icon size-6" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click */}
      <nav
        ref={menuRef}
        id={id}
        popover="auto"
        aria-label={navLabel}
        className={cn("popover-menu", className)}
        onClick={(event) => {
          const menu = menuRef.current;
          if (
            menu?.matches(":popover-open") &&
            event.target instanceof Element &&
            event.target.closest("a")
          ) {
            menu.hidePopover();
          }
        }}
      >
        {children}
      </nav>
    </>
  );
}
