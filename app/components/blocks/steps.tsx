import { useId } from "react";
import type { StepsBlock } from "#content-model/blocks.ts";
import { Section, type SectionTone } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

/** Numbered steps in order: how to apply, how a programme runs. */
export function Steps({
  eyebrow,
  heading,
  text,
  anchor,
  steps,
  tone = "default",
}: StepsBlock & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col">
        {steps.map((step, index) => (
          <li
            key={step.heading}
            className="rounded-card bg-surface shadow-card flex flex-col gap-3 p-6 sm:max-lg:odd:last:col-span-2"
          >
            <span
              aria-hidden
              className="rounded-pill bg-brand text-on-brand flex size-10 items-center justify-center font-bold"
            >
              {index + 1}
            </span>
            <h3 className="text-lead font-bold">{step.heading}</h3>
            <p className="text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
