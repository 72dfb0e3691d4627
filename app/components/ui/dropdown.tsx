import { useCallback, useRef, useState } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { useDismiss } from "#app/lib/use-dismiss.ts";

export type DropdownProps = {
  label: React.ReactNode;
  /** Open on first render (a section's dropdown whose page is showing, SPEC §2). */
  defaultOpen?: boolean;
  /** Highlights the label when one of the entries is the current page. */
  current?: boolean;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  /** The entries; a click on any link inside closes the dropdown. */
  children: React.ReactNode;
};

/**
 * A disclosure menu built on `<details>`, so it opens and closes before the
 * JavaScript arrives. Once hydrated it also closes on an outside click, on
 * Escape (focus back on its label) and after a link inside is followed.
 */
export function Dropdown({
  label,
  defaultOpen = false,
  current = false,
  className,
  summaryClassName,
  panelClassName,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDetailsElement>(null);
  // The DOM is the truth: a click opens <details> at once, and its toggle
  // event (which tells React) follows as a task of its own.
  const isOpen = useCallback(() => rootRef.current?.open === true, []);
  const close = useCallback(() => {
    const details = rootRef.current;
    if (!details) return;
    details.open = false;
    setOpen(false);
    if (details.contains(document.activeElement)) details.querySelector("summary")?.focus();
  }, []);
  useDismiss(rootRef, isOpen, close);

  return (
    <details
      ref={rootRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={cn("group relative", className)}
    >
      <summary
        data-current={current || undefined}
        className={cn(
          "flex min-h-11 cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {/* A click on a link inside bubbles here: the menu closes behind the navigation. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: closes after a link inside is followed; the links themselves are the interactive elements */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click */}
      <div
        className={panelClassName}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </details>
  );
}
