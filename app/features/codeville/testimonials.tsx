import { useId } from "react";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { YearTabs } from "#app/components/ui/year-tabs.tsx";
import { site } from "#app/config/site.ts";
import type { SectionHeadingContent, Testimonial, Video } from "#content-model/blocks.ts";
import { testimonialColumns } from "./testimonial-columns.ts";

type VideoLabels = { videosLabel: string; captionsLabel: string; videoFallback: string };

/**
 * A video that costs nothing until played (`preload="none"`), with its poster,
 * captions and controls; at most 528 px high (SPEC §9).
 */
export function TestimonialVideo({ video, labels }: { video: Video; labels: VideoLabels }) {
  return (
    <figure
      className="mx-auto w-full"
      style={{ maxWidth: `${(site.codevilleVideoHeightPx * video.width) / video.height}px` }}
    >
      <video
        controls
        preload="none"
        playsInline
        poster={video.poster.src}
        width={video.width}
        height={video.height}
        className="rounded-card bg-night aspect-video h-auto w-full"
      >
        <source src={video.src} type="video/mp4" />
        <track
          kind="captions"
          src={video.captions}
          srcLang="en"
          label={labels.captionsLabel}
          default
        />
        {labels.videoFallback} <a href={video.src}>{video.title}</a>
      </video>
      <figcaption className="text-ink-soft mt-3 text-center font-semibold">
        {video.title}
      </figcaption>
    </figure>
  );
}

/** A tab for each of `years` (the newest selected first), each with that year's video. */
export function VideoTabs({
  videos,
  years,
  labels,
}: {
  videos: Video[];
  years: readonly number[];
  labels: VideoLabels;
}) {
  return (
    <YearTabs
      label={labels.videosLabel}
      years={years}
      renderYear={(year) => {
        const video = videos.find((entry) => entry.year === year);
        return video ? <TestimonialVideo video={video} labels={labels} /> : null;
      }}
    />
  );
}

/** Parents' words in three columns of up to four. */
export function TestimonialColumns({
  eyebrow,
  heading,
  text,
  testimonials,
}: SectionHeadingContent & { testimonials: Testimonial[] }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} tone="muted">
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {testimonialColumns(testimonials).map((column) => (
          <ul key={column[0]?.name} className="flex flex-col gap-6">
            {column.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="rounded-card bg-surface shadow-card p-6">
                  <blockquote>
                    <p>{testimonial.content}</p>
                  </blockquote>
                  <figcaption className="text-brand-strong mt-4 font-bold">
                    {testimonial.name}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Section>
  );
}
