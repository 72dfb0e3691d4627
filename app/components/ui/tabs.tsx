import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "#app/lib/cn.ts";

export type TabItem = {
  value: string;
  label: React.ReactNode;
  content: React.ReactNode;
};

export type TabsProps = {
  items: readonly TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
  listClassName?: string;
};

/** Tabs with arrow-key movement between them (WAI-ARIA tabs pattern, via Radix). */
export function Tabs({
  items,
  defaultValue,
  value,
  onValueChange,
  label,
  className,
  listClassName,
}: TabsProps) {
  return (
    <TabsPrimitive.Root
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
      className={className}
    >
      <TabsPrimitive.List
        aria-label={label}
        className={cn(
          "rounded-pill bg-surface-muted inline-flex max-w-full flex-wrap gap-1 p-1",
          listClassName,
        )}
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            className="rounded-pill text-ink-soft hover:text-ink data-[state=active]:bg-brand data-[state=active]:text-on-brand min-h-11 px-5 font-semibold transition-colors"
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className="mt-8">
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
