import { useId } from "react";
import type { Review, ReviewsBlock } from "#content-model/blocks.ts";
import { ContentImage } from "../content-image.tsx";
import { Section, type SectionTone } from "../section.tsx";
import { SectionIntro } from "../section-intro.tsx";

/** What parents and children said, each with who said it and when. */
export function Reviews({
  eyebrow,
  heading,
  text,
  anchor,
  reviews,
  tone = "muted",
}: ReviewsBlock & { tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.reviewerName} className="flex">
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One review: the words first, then the reviewer's portrait, name, class and school. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="rounded-card bg-surface shadow-card flex w-full flex-col gap-6 p-6 sm:p-8">
      <span aria-hidden className="text-brand text-[4rem] leading-[0.5] font-extrabold">
        “
      </span>
      <blockquote className="text-ink text-lead flex-1">
        <p>{review.review}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4">
        <ContentImage image={review.image} className="size-14 shrink-0 rounded-full object-cover" />
        <span className="min-w-0">
          <span className="block font-bold">{review.reviewerName}</span>
          <span className="text-small text-ink-soft block">{review.class}</span>
          <span className="text-small text-ink-soft block">
            {[review.school, review.year].filter(Boolean).join(" · ")}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
