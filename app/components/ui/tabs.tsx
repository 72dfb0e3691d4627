import { useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";

export type TabItem = {
  value: string;
  label: React.ReactNode;
  content: React.ReactNode;
};

export type TabsProps = {
  items: readonly TabItem[];
  /** The tab selected first; the first tab when absent. */
  defaultValue?: string;
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
  listClassName?: string;
};

/** Where each navigation key moves the selection, from tab `index` of `count`. */
const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs (WAI-ARIA tabs pattern, selection follows focus): one tab stop for the
 * list, the arrow keys, Home and End move between tabs. The selected tab's
 * panel is prerendered, so the page shows it before its JavaScript arrives.
 *
 * Our own rather than a library's: the one we had weighed 9 KB gzip and read
 * computed styles while hydrating, on every page with tabs (bench:web).
 */
export function Tabs({ items, defaultValue, label, className, listClassName }: TabsProps) {
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.value);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (value: string) => `${baseId}-tab-${value}`;
  const panelId = (value: string) => `${baseId}-panel-${value}`;
  const current = items.find((item) => item.value === selected);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const move = keyMoves[event.key];
    const index = items.findIndex((item) => item.value === selected);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = move(index, items.length);
    setSelected(items[next]?.value);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn(
          "rounded-pill bg-surface-muted inline-flex max-w-full flex-wrap gap-1 p-1",
          listClassName,
        )}
      >
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={active}
              // Only the selected tab's panel is in the page to point at.
              aria-controls={active ? panelId(item.value) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.value)}
              className="rounded-pill text-ink-soft hover:text-ink aria-selected:bg-brand aria-selected:text-on-brand min-h-11 px-5 font-semibold transition-colors"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={panelId(current.value)}
          aria-labelledby={tabId(current.value)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel a tab stop, so a panel without links can be reached and read
          tabIndex={0}
          className="mt-8"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
