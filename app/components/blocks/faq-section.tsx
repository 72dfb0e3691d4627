import { useId } from "react";
import { Accordion } from "#app/components/ui/accordion.tsx";
import type { FaqBlock } from "#content-model/blocks.ts";
import { CallToActionLink } from "./call-to-action-link.tsx";
import { Section } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

/** Questions and answers, with a way to ask something else. */
export function FaqSection({ eyebrow, heading, text, anchor, items, cta }: FaqBlock) {
  const headingId = useId();
  return (
    <Section
      labelledBy={headingId}
      anchor={anchor}
      className="grid gap-10 lg:grid-cols-[1fr_1.6fr]"
    >
      <div className="space-y-6">
        <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
        {cta ? <CallToActionLink cta={cta} variant="outline" /> : null}
      </div>
      <Accordion items={items.map((item) => ({ question: item.question, answer: item.answer }))} />
    </Section>
  );
}
