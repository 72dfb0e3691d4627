import { useId } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { PortfolioBlock } from "#content-model/blocks.ts";
import { ContentImage } from "../content-image.tsx";
import { Section, type SectionTone } from "../section.tsx";
import { SectionIntro } from "../section-intro.tsx";

/** Companies in a portfolio (SPEC §3): logo, name, sector, a line, and their site in a new tab. */
export function PortfolioGrid({
  eyebrow,
  heading,
  text,
  anchor,
  items,
  tone = "default",
}: PortfolioBlock & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name} className="flex">
            <article className="rounded-card border-line bg-surface shadow-card flex w-full flex-col border p-6 sm:p-8">
              <div className="flex items-center gap-4">
                <ContentImage
                  image={item.icon}
                  sizes="4rem"
                  className="size-16 shrink-0 rounded-2xl"
                />
                <div>
                  <h3 className="text-h3">{item.name}</h3>
                  <p className="text-brand-strong text-small font-semibold">{item.sector}</p>
                </div>
              </div>
              <p className="text-ink-soft mt-5">{item.text}</p>
              <ExternalLink
                href={item.link}
                className="text-brand-strong mt-auto inline-flex min-h-11 items-center gap-2 pt-5 font-semibold hover:underline"
              >
                {item.linkName}
                <Icon name="arrow-external" className="size-4" />
              </ExternalLink>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
