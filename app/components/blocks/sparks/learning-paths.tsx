import { useId } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import type { LearningPathsBlock } from "#content-model/blocks.ts";
import { Section, type SectionTone } from "../section.tsx";
import { SectionIntro } from "../section-intro.tsx";

/** Learning path cards (SPEC §3): headerText, icon, the stack list and two paragraphs. */
export function LearningPaths({
  eyebrow,
  heading,
  text,
  anchor,
  stackLabel,
  paths,
  tone = "default",
}: LearningPathsBlock & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {paths.map((path) => (
          <li key={path.headerText} className="flex">
            <article className="rounded-card bg-surface shadow-card flex w-full flex-col overflow-hidden">
              <header className="bg-hero text-on-hero flex items-center gap-4 p-6 sm:px-8">
                <span className="bg-accent text-on-accent flex size-12 shrink-0 items-center justify-center rounded-2xl">
                  <Icon name={path.icon} className="size-6" />
                </span>
                <h3 className="text-h3">{path.headerText}</h3>
              </header>
              <div className="flex flex-1 flex-col gap-4 p-6 sm:p-8">
                <p className="text-ink-soft">{path.paragraphOne}</p>
                <p className="text-ink-soft">{path.paragraphTwo}</p>
                {path.stackList ? (
                  <div className="mt-auto pt-2">
                    <p className="text-eyebrow text-brand-strong uppercase">{stackLabel}</p>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {path.stackList.map((tool) => (
                        <li
                          key={tool}
                          className="rounded-pill bg-brand-soft text-brand-strong text-small px-3 py-1 font-semibold"
                        >
                          {tool}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
