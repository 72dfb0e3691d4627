import { useId } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Card, CardGridBlock } from "#content-model/blocks.ts";
import { CallToActionLink } from "./call-to-action-link.tsx";
import { ContentImage } from "./content-image.tsx";
import { cardSpans } from "./grid-layout.ts";
import { Section, type SectionTone } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

type CardGridProps = CardGridBlock & {
  /** "raised": white cards; "rule": text under an accent rule, for dark sections. */
  variant?: "raised" | "rule";
  tone?: SectionTone;
  perRow?: 3 | 4;
};

/** A section of cards: audiences, programmes, benefits, aims, learning paths… */
export function CardGrid({
  eyebrow,
  heading,
  text,
  anchor,
  cards,
  variant = "raised",
  tone = "default",
  perRow = 3,
}: CardGridProps) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro
        headingId={headingId}
        eyebrow={eyebrow}
        heading={heading}
        text={text}
        tone={tone === "night" ? "inverse" : "default"}
      />
      <CardList cards={cards} variant={variant} perRow={perRow} className="mt-12" />
    </Section>
  );
}

type CardListProps = {
  cards: readonly Card[];
  variant?: "raised" | "rule";
  perRow?: 3 | 4;
  className?: string;
};

/** The cards of a grid without their section: for a grid inside tabs or another block. */
export function CardList({ cards, variant = "raised", perRow = 3, className }: CardListProps) {
  const hasWide = cards.some((card) => card.wide);
  const spans = hasWide ? [] : cardSpans(cards.length, perRow);
  return (
    <ul
      className={cn(
        "grid gap-6 md:grid-cols-2",
        hasWide ? "lg:grid-cols-3" : "lg:grid-cols-12",
        className,
      )}
    >
      {cards.map((card, index) => (
        <li
          key={card.heading}
          data-brand={card.brand && card.brand !== "hub" ? card.brand : undefined}
          className={cn(
            "flex",
            spans[index],
            card.wide && "md:col-span-2",
            !hasWide &&
              cards.length % 2 === 1 &&
              index === cards.length - 1 &&
              "md:max-lg:col-span-2",
          )}
        >
          <CardBody card={card} variant={variant} />
        </li>
      ))}
    </ul>
  );
}

function CardBody({ card, variant }: { card: Card; variant: "raised" | "rule" }) {
  return (
    <article
      className={cn(
        "flex w-full flex-col",
        variant === "raised"
          ? "rounded-card border-line bg-surface text-ink shadow-card border p-6 sm:p-8"
          : "border-accent border-t-4 pt-5",
      )}
    >
      {card.image ? (
        <ContentImage
          image={card.image}
          sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
          className="rounded-card mb-5 h-auto w-full"
        />
      ) : null}
      {card.brand && card.brand !== "hub" ? (
        <span aria-hidden className="rounded-pill bg-brand mb-5 h-2 w-16" />
      ) : null}
      {card.icon ? (
        <span className="bg-brand-soft text-brand-strong mb-5 flex size-12 items-center justify-center rounded-2xl">
          <Icon name={card.icon} className="size-6" />
        </span>
      ) : null}
      {card.label ? (
        <p className="text-brand-strong text-eyebrow mb-2 uppercase">{card.label}</p>
      ) : null}
      <h3 className={variant === "raised" ? "text-h3" : "text-lead font-bold"}>{card.heading}</h3>
      <p className={cn("mt-3", variant === "raised" ? "text-ink-soft" : "text-on-night-muted")}>
        {card.text}
      </p>
      {card.points ? (
        <ul className="mt-5 space-y-2">
          {card.points.map((point) => (
            <li key={point} className="text-small flex gap-2">
              <Icon name="check" className="text-brand mt-0.5 size-4 shrink-0" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      {card.links ? (
        <ul className="mt-6 space-y-1">
          {card.links.map((link) => {
            return (
              <li key={link.label}>
                <SmartLink
                  href={link.link}
                  external={link.external}
                  className="text-brand-strong inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
                >
                  {link.label}
                  <Icon
                    name={link.external ? "arrow-external" : "arrow-right"}
                    className="size-4"
                  />
                </SmartLink>
              </li>
            );
          })}
        </ul>
      ) : null}
      {card.cta ? (
        <div className="mt-auto pt-7">
          <CallToActionLink cta={card.cta} variant="primary" />
        </div>
      ) : null}
    </article>
  );
}
