import { site, type Year } from "#app/config/site.ts";
import { Tabs } from "./tabs.tsx";

export type YearTabsProps = {
  label: string;
  /** What each year shows. */
  renderYear: (year: Year) => React.ReactNode;
  className?: string;
};

/** The year tabs of SPEC §2: 2022, 2023 and 2024, with 2024 selected first. */
export function YearTabs({ label, renderYear, className }: YearTabsProps) {
  return (
    <Tabs
      label={label}
      className={className}
      defaultValue={String(site.defaultYear)}
      listClassName="[&>[aria-selected=true]]:bg-linear-to-r [&>[aria-selected=true]]:from-brand [&>[aria-selected=true]]:to-brand-strong"
      items={site.years.map((year) => ({
        value: String(year),
        label: String(year),
        content: renderYear(year),
      }))}
    />
  );
}
