import { useId } from "react";
import { groupDigits } from "#app/lib/group-digits.ts";
import type { StatsBlock } from "#content-model/blocks.ts";
import { Section } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

/** Figures the organisation claims (SPEC §1), large, with what each counts. */
export function Stats({ eyebrow, heading, text, stats }: StatsBlock) {
  const headingId = useId();
  return (
    <Section
      labelledBy={headingId}
      tone="muted"
      className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:items-center"
    >
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <dl className="grid grid-cols-2 gap-4 sm:gap-6">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="rounded-card bg-surface shadow-card flex flex-col-reverse justify-end gap-2 p-5 sm:p-7"
          >
            <dt className="text-ink-soft text-small sm:text-body">{stat.label}</dt>
            <dd className="text-brand-strong text-[2.25rem] leading-none font-extrabold tracking-tight sm:text-[3rem]">
              {groupDigits(stat.value)}
              <span className="text-accent-ink">{stat.suffix}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
