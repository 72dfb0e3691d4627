import { BriefcaseIcon, LaptopIcon, RocketIcon, SparklesIcon, UsersIcon } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { aboutPage } from "#content/about-page.ts";

type Audiences = (typeof aboutPage)["audiences"];

const icons: Record<Audiences["items"][number]["icon"], typeof UsersIcon> = {
  family: UsersIcon,
  laptop: LaptopIcon,
  rocket: RocketIcon,
  sparkle: SparklesIcon,
  briefcase: BriefcaseIcon,
};

/** The five target audiences of SPEC §1. */
export function AudienceGrid({ audiences }: { audiences: Audiences }) {
  return (
    <section aria-labelledby="audiences-heading" className="bg-surface-muted">
      <div className="container-page py-16 md:py-24">
        <SectionHeading
          id="audiences-heading"
          eyebrow={audiences.eyebrow}
          heading={audiences.heading}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {audiences.items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li key={item.heading} className="rounded-card bg-surface shadow-card p-6">
                <span className="bg-brand-soft text-brand-strong flex size-12 items-center justify-center rounded-2xl">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="text-lead mt-4 font-bold">{item.heading}</h3>
                <p className="text-ink-soft mt-2">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
