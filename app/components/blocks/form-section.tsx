import { useId } from "react";
import type { SectionHeadingContent } from "#content-model/blocks.ts";
import { Section } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

type FormSectionProps = SectionHeadingContent & {
  anchor: string;
  /** What happens after sending, in order. */
  afterHeading: string;
  after: readonly string[];
  /** The form on its card (FormCard). */
  children: React.ReactNode;
};

/** A page's form beside its heading and the steps that follow a send. */
export function FormSection({
  eyebrow,
  heading,
  text,
  anchor,
  afterHeading,
  after,
  children,
}: FormSectionProps) {
  const headingId = useId();
  const afterId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone="muted">
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div className="flex flex-col gap-8">
          <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
          <div>
            <h3 id={afterId} className="text-lead font-bold">
              {afterHeading}
            </h3>
            <ol aria-labelledby={afterId} className="mt-4 flex flex-col gap-3">
              {after.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden
                    className="rounded-pill bg-brand text-on-brand text-small flex size-7 shrink-0 items-center justify-center font-bold"
                  >
                    {index + 1}
                  </span>
                  <span className="text-ink-soft">{step}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
        {children}
      </div>
    </Section>
  );
}
