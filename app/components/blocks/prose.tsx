import { useId } from "react";
import type { ProseBlock } from "#content-model/blocks.ts";
import { Section, type SectionTone } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

/** A heading beside a few paragraphs: what a programme is about, a mission. */
export function Prose({
  eyebrow,
  heading,
  text,
  anchor,
  paragraphs,
  tone = "default",
}: ProseBlock & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section
      labelledBy={headingId}
      anchor={anchor}
      tone={tone}
      className="grid gap-8 lg:grid-cols-[1fr_1.5fr] lg:gap-16"
    >
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <div className="space-y-5">
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-ink-soft text-lead max-w-prose">
            {paragraph}
          </p>
        ))}
      </div>
    </Section>
  );
}
