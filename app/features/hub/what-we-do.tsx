import {
  ArrowRightIcon,
  ArrowUpRightIcon,
  FlameIcon,
  GraduationCapIcon,
  RocketIcon,
} from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import type { techHubPage } from "#content/tech-hub-page.ts";

type WhatWeDoProps = { copy: (typeof techHubPage)["whatWeDo"] };

/** What we do on /tech-hub: Learning, Startzone and Ignite (SPEC §2). */
export function WhatWeDo({ copy }: WhatWeDoProps) {
  const activities = [
    { ...copy.learning, icon: GraduationCapIcon, brand: "codeville" },
    { ...copy.startzone, icon: RocketIcon, brand: "startzone" },
    { ...copy.ignite, icon: FlameIcon, brand: "sparks" },
  ];
  return (
    <section aria-labelledby="what-we-do-heading">
      <div className="container-page py-16 md:py-24">
        <SectionHeading id="what-we-do-heading" eyebrow={copy.eyebrow} heading={copy.heading} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {activities.map(({ icon: Icon, brand, ...activity }) => (
            <li
              key={activity.heading}
              data-brand={brand}
              className="rounded-card border-line bg-surface shadow-card flex flex-col border p-6 sm:p-8"
            >
              <span className="bg-brand-soft text-brand-strong flex size-14 items-center justify-center rounded-2xl">
                <Icon aria-hidden className="size-7" />
              </span>
              <h3 className="text-h3 mt-5">{activity.heading}</h3>
              <p className="text-ink-soft mt-3">{activity.text}</p>
              <ul className="mt-6 space-y-2">
                {activity.links.map((link) => {
                  const LinkIcon = link.external ? ArrowUpRightIcon : ArrowRightIcon;
                  return (
                    <li key={link.label}>
                      <SmartLink
                        href={link.link}
                        external={link.external}
                        className="text-brand-strong inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
                      >
                        {link.label}
                        <LinkIcon aria-hidden className="size-4" />
                      </SmartLink>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
