import { useId } from "react";
import { Section, type SectionTone } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import type { CohortSection } from "#content-model/calls/programme-cohort.ts";
import { CohortFacts } from "./cohort-facts.tsx";

/** A programme's cohort: its dates, classes, places and fee, and the ways to pay it. */
export function CohortDetails({
  eyebrow,
  heading,
  note,
  facts,
  payments,
  tone,
}: CohortSection & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={note} />
      <CohortFacts facts={facts} payments={payments} />
    </Section>
  );
}
