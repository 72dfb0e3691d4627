import { Tabs } from "./tabs.tsx";

export type YearTabsProps = {
  label: string;
  /** The years, oldest first; the newest is selected first. */
  years: readonly number[];
  /** What each year shows. */
  renderYear: (year: number) => React.ReactNode;
  className?: string;
};

/** The year tabs of SPEC §2: one tab a year, the newest selected first. */
export function YearTabs({ label, years, renderYear, className }: YearTabsProps) {
  return (
    <Tabs
      label={label}
      className={className}
      defaultValue={String(years.at(-1))}
      listClassName="[&>[aria-selected=true]]:bg-linear-to-r [&>[aria-selected=true]]:from-brand [&>[aria-selected=true]]:to-brand-strong"
      items={years.map((year) => ({
        value: String(year),
        label: String(year),
        content: renderYear(year),
      }))}
    />
  );
}
