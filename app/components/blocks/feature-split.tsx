import { useId } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import type { FeatureSplitBlock } from "#content-model/blocks.ts";
import { CallToActionLink } from "./call-to-action-link.tsx";
import { ContentImage } from "./content-image.tsx";
import { Section, type SectionTone } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

type FeatureSplitProps = FeatureSplitBlock & { tone?: SectionTone };

/** Text and points beside a picture; the picture goes last on phones. */
export function FeatureSplit({
  eyebrow,
  heading,
  text,
  anchor,
  paragraphs,
  points,
  numbered,
  image,
  imageSide,
  cta,
  icon,
  tone = "default",
}: FeatureSplitProps) {
  const headingId = useId();
  return (
    <Section
      labelledBy={headingId}
      anchor={anchor}
      tone={tone}
      className="grid items-center gap-12 lg:grid-cols-2"
    >
      <ContentImage
        image={image}
        sizes="(min-width: 64rem) 35rem, min(28rem, 100vw - 2.5rem)"
        className={cn(
          "order-last mx-auto h-auto w-full max-w-md lg:max-w-none",
          imageSide === "start" ? "lg:order-first" : "lg:order-last",
        )}
      />
      <div className="space-y-6">
        {icon ? (
          <span className="rounded-card bg-accent text-on-accent flex size-14 items-center justify-center">
            <Icon name={icon} className="size-7" />
          </span>
        ) : null}
        <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
        {paragraphs?.map((paragraph) => (
          <p key={paragraph} className="text-ink-soft text-lead">
            {paragraph}
          </p>
        ))}
        {points ? (
          <ul className="space-y-5">
            {points.map((point, index) => (
              <li key={point.heading} className="flex gap-4">
                {numbered ? (
                  <span
                    aria-hidden
                    className="rounded-pill bg-brand text-on-brand flex size-10 shrink-0 items-center justify-center font-bold"
                  >
                    {index + 1}
                  </span>
                ) : null}
                <div>
                  <h3 className="text-lead font-bold">{point.heading}</h3>
                  <p className="text-ink-soft">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {cta ? <CallToActionLink cta={cta} size="lg" /> : null}
      </div>
    </Section>
  );
}
