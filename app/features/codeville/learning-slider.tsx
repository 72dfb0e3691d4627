import { useId, useState } from "react";
import { ContentImage } from "#app/components/blocks/content-image.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { site } from "#app/config/site.ts";
import type { LearningSlide, SectionHeadingContent } from "#content-model/blocks.ts";
import { fillTemplate } from "./fill-template.ts";

type LearningSliderProps = SectionHeadingContent & {
  label: string;
  previous: string;
  next: string;
  slideLabel: string;
  slides: LearningSlide[];
};

/**
 * The Learning Activities slider (SPEC §2): up to 6 slides, a counter "n/6",
 * and previous and next buttons that are disabled at the first and the last
 * slide. It moves only when asked. Before the JavaScript arrives the first
 * slide shows.
 */
export function LearningSlider({
  eyebrow,
  heading,
  text,
  label,
  previous,
  next,
  slideLabel,
  slides: allSlides,
}: LearningSliderProps) {
  const headingId = useId();
  const slides = allSlides.slice(0, site.learningSlidesMax);
  const [index, setIndex] = useState(0);
  const last = slides.length - 1;
  return (
    <Section labelledBy={headingId} tone="muted">
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className="rounded-card bg-surface shadow-card mt-10 overflow-hidden"
      >
        <div className="overflow-hidden">
          <ul
            className="flex motion-safe:transition-transform motion-safe:duration-500"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {slides.map((slide, slideIndex) => {
              const current = slideIndex === index;
              return (
                <li
                  key={slide.overview}
                  aria-roledescription="slide"
                  aria-label={fillTemplate(slideLabel, { n: slideIndex + 1, total: slides.length })}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  className="grid w-full shrink-0 items-center gap-6 p-5 md:grid-cols-2 md:gap-10 md:p-8"
                >
                  <ContentImage
                    image={slide.image}
                    sizes="(min-width: 76rem) 34rem, (min-width: 48rem) 45vw, 100vw"
                    className="rounded-card h-auto w-full"
                  />
                  <p className="text-lead">{slide.overview}</p>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="border-line flex items-center justify-between gap-4 border-t px-5 py-4 md:px-8">
          <button
            type="button"
            onClick={() => setIndex((current) => Math.max(0, current - 1))}
            disabled={index === 0}
            aria-label={previous}
            className="needs-hydration rounded-pill bg-brand text-on-brand hover:bg-brand-strong inline-flex size-11 items-center justify-center disabled:opacity-40"
          >
            <Icon name="chevron-left" className="size-6" />
          </button>
          <p aria-live="polite" aria-atomic="true" className="text-lead font-bold tabular-nums">
            {index + 1}/{slides.length}
          </p>
          <button
            type="button"
            onClick={() => setIndex((current) => Math.min(last, current + 1))}
            disabled={index === last}
            aria-label={next}
            className="needs-hydration rounded-pill bg-brand text-on-brand hover:bg-brand-strong inline-flex size-11 items-center justify-center disabled:opacity-40"
          >
            <Icon name="chevron-right" className="size-6" />
          </button>
        </div>
      </section>
    </Section>
  );
}
