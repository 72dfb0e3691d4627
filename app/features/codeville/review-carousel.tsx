import { useId } from "react";
import { ReviewCard } from "#app/components/blocks/codeville/reviews.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { site } from "#app/config/site.ts";
import { cn } from "#app/lib/cn.ts";
import type { ReviewsBlock } from "#content-model/blocks.ts";
import { fillTemplate } from "./fill-template.ts";
import { MotionToggle } from "./motion-toggle.tsx";
import { useMotionControl, useRotation } from "./use-motion.ts";

export type ReviewCarouselLabels = {
  label: string;
  pause: string;
  play: string;
  /** "Show review {n} of {total}": each indicator dot's name. */
  dot: string;
  slide: string;
};

/**
 * The review carousel (SPEC §2, §4): the next review every 15 seconds (SPEC
 * §9), back to the first after the last, and a dot per review that jumps to
 * it. It pauses on its control, while hovered or focused, and stays still for
 * visitors who prefer reduced motion. Before the JavaScript arrives the first
 * review shows.
 */
export function ReviewCarousel({
  eyebrow,
  heading,
  text,
  anchor,
  reviews,
  labels,
}: ReviewsBlock & { labels: ReviewCarouselLabels }) {
  const headingId = useId();
  const motion = useMotionControl();
  const [index, setIndex] = useRotation(
    reviews.length,
    site.reviewCarouselIntervalMs,
    motion.moving,
  );
  return (
    <Section labelledBy={headingId} anchor={anchor} tone="muted">
      <SectionIntro
        headingId={headingId}
        eyebrow={eyebrow}
        heading={heading}
        text={text}
        aside={
          <MotionToggle
            playing={motion.playing}
            onToggle={motion.toggle}
            pauseLabel={labels.pause}
            playLabel={labels.play}
          />
        }
      />
      <section
        aria-roledescription="carousel"
        aria-label={labels.label}
        {...motion.holdHandlers}
        className="mx-auto mt-10 max-w-3xl"
      >
        <div className="overflow-hidden">
          <ul
            aria-live={motion.moving ? "off" : "polite"}
            className="flex items-stretch motion-safe:transition-transform motion-safe:duration-700"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {reviews.map((review, reviewIndex) => {
              const current = reviewIndex === index;
              return (
                <li
                  key={review.reviewerName}
                  aria-roledescription="slide"
                  aria-label={fillTemplate(labels.slide, {
                    n: reviewIndex + 1,
                    total: reviews.length,
                  })}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  className="flex w-full shrink-0 px-1 py-2"
                >
                  <ReviewCard review={review} />
                </li>
              );
            })}
          </ul>
        </div>
        <div className="needs-hydration mt-6 flex justify-center gap-1">
          {reviews.map((review, reviewIndex) => (
            <button
              key={review.reviewerName}
              type="button"
              aria-label={fillTemplate(labels.dot, { n: reviewIndex + 1, total: reviews.length })}
              aria-current={reviewIndex === index ? "true" : undefined}
              onClick={() => setIndex(reviewIndex)}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                aria-hidden
                className={cn(
                  "rounded-pill block h-3 transition-all",
                  reviewIndex === index
                    ? "bg-brand w-8"
                    : "bg-brand-muted group-hover:bg-brand w-3",
                )}
              />
            </button>
          ))}
        </div>
      </section>
    </Section>
  );
}
