import { useId } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { cn } from "#app/lib/cn.ts";
import type {
  IconName,
  ProgrammeCard,
  ProgrammeCardsBlock,
  ProgrammeCardType,
} from "#content-model/blocks.ts";
import { Section, type SectionTone } from "../section.tsx";
import { SectionIntro } from "../section-intro.tsx";

/** SPEC §3: each card type has its header colours, pattern and icon. */
const looks: Record<ProgrammeCardType, { header: string; icon: IconName }> = {
  entry: { header: "bg-accent text-on-accent", icon: "puzzle" },
  junior: { header: "bg-brand text-on-brand", icon: "code" },
  advanced: { header: "bg-brand-strong text-on-brand", icon: "rocket" },
  advancedVirtual: { header: "bg-night text-on-night", icon: "video" },
};

type ProgrammeCardsProps = ProgrammeCardsBlock & { tone?: SectionTone };

/** The kids programmes as cards: who each is for, its ages, and Apply or read more. */
export function ProgrammeCards({
  eyebrow,
  heading,
  text,
  anchor,
  cards,
  tone = "default",
}: ProgrammeCardsProps) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="flex">
            <ProgrammeCardView card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One programme card (also shown alone on the component showcase). */
export function ProgrammeCardView({ card }: { card: ProgrammeCard }) {
  const look = looks[card.type];
  return (
    <article
      data-card-type={card.type}
      className="rounded-card border-line bg-surface shadow-card flex w-full flex-col overflow-hidden border"
    >
      <div className={cn("relative isolate px-6 pt-6 pb-7", look.header)}>
        <span
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(currentColor_1.5px,transparent_1.6px)] bg-size-[18px_18px] opacity-15"
        />
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-white/20">
            <Icon name={look.icon} className="size-6" />
          </span>
          <span className="rounded-pill text-small text-ink bg-white/90 px-3 py-1 font-bold">
            {card.ageLabel}
          </span>
        </div>
        <h3 className="text-h3 mt-5">{card.title}</h3>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-ink-soft">{card.description}</p>
        <p className="text-small text-ink font-semibold">{card.comment}</p>
        {card.facts ? (
          <dl className="text-small border-line grid gap-1 border-t pt-3">
            {card.facts.map((fact) => (
              <div key={fact.label} className="flex flex-wrap gap-x-2">
                <dt className="text-ink-soft">{fact.label}</dt>
                <dd className="text-ink font-bold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-3 pt-4">
          <SmartLink
            href={card.apply.link}
            external={card.apply.external}
            className={buttonClasses({ variant: "primary" })}
          >
            {card.apply.label}
            <span className="sr-only"> {card.title}</span>
            {card.apply.external ? <Icon name="arrow-external" /> : null}
          </SmartLink>
          <SmartLink href={card.details.link} className={buttonClasses({ variant: "outline" })}>
            {card.details.label}
          </SmartLink>
        </div>
      </div>
    </article>
  );
}
