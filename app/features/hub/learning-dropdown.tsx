import { ChevronDownIcon } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { useDismiss } from "#app/lib/use-dismiss.ts";
import type { NavLink } from "#content/navigation.ts";

type LearningDropdownProps = {
  title: string;
  items: readonly NavLink[];
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate?: () => void;
};

/**
 * The LEARNING dropdown (SPEC §2): a disclosure button opening a list of links.
 * On desktop it floats and closes on an outside click or Escape; inside the
 * mobile menu it opens in place.
 */
export function LearningDropdown({ title, items, onNavigate }: LearningDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-pill text-small text-ink hover:bg-surface-muted nav:w-auto flex min-h-11 w-full items-center justify-between gap-1 px-3 font-semibold tracking-wide uppercase"
      >
        {title}
        <ChevronDownIcon
          aria-hidden
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="bg-surface-muted nav:absolute nav:top-full nav:left-0 nav:z-40 nav:mt-2 nav:w-56 nav:bg-surface nav:shadow-raised nav:ring-1 nav:ring-line mt-1 space-y-1 rounded-2xl p-2"
      >
        {items.map((item) => (
          <li key={item.title}>
            <SmartLink
              href={item.link}
              external={item.external}
              onClick={() => {
                close();
                onNavigate?.();
              }}
              className="text-small hover:bg-brand-soft hover:text-brand-strong flex min-h-11 items-center rounded-xl px-3 font-semibold tracking-wide uppercase"
            >
              {item.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
