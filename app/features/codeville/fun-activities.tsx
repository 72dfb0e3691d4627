import { useId, useState } from "react";
import { ContentImage } from "#app/components/blocks/content-image.tsx";
import { Section, type SectionTone } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { site } from "#app/config/site.ts";
import type { ContentImage as ContentImageData } from "#content-model/blocks.ts";
import type { FunActivitiesContent } from "#content-model/codeville/fun-activities.ts";
import { MotionToggle } from "./motion-toggle.tsx";
import { useMotionControl, useRotation } from "./use-motion.ts";

type FunActivitiesProps = FunActivitiesContent & { tone?: SectionTone };

/**
 * "Other Fun Activities" (SPEC §2): three frames that each show their next
 * picture every 5, 4 and 6 seconds (SPEC §9), wrapping to the first, and three
 * text cards. One pause/play control holds all three frames; hovering or
 * focusing the frames holds them too. Before the JavaScript arrives each frame
 * shows its first picture.
 */
export function FunActivities({
  eyebrow,
  heading,
  text,
  anchor,
  loadingCaption,
  controls,
  frames,
  cards,
  tone = "default",
}: FunActivitiesProps) {
  const headingId = useId();
  const motion = useMotionControl();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro
        headingId={headingId}
        eyebrow={eyebrow}
        heading={heading}
        text={text}
        aside={
          <MotionToggle
            playing={motion.playing}
            onToggle={motion.toggle}
            pauseLabel={controls.pause}
            playLabel={controls.play}
          />
        }
      />
      <div {...motion.holdHandlers} className="mt-10 grid gap-5 sm:grid-cols-3">
        {frames.map((images, index) => (
          <RotatingFrame
            // The three frames are fixed: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a frame never moves
            key={index}
            images={images}
            intervalMs={site.funActivityIntervalsMs[index] ?? site.funActivityIntervalsMs[0]}
            moving={motion.moving}
            loadingCaption={loadingCaption}
            label={controls.frame.replace("{n}", String(index + 1))}
          />
        ))}
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.heading} className="rounded-card bg-brand-soft p-6">
            <h3 className="text-h3">{card.heading}</h3>
            <p className="text-ink-soft mt-2">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

type RotatingFrameProps = {
  images: ContentImageData[];
  intervalMs: number;
  moving: boolean;
  loadingCaption: string;
  label: string;
};

/**
 * One frame: its current picture over an "Image is loading..." caption that
 * the picture covers once loaded. Once the current picture shows, the next is
 * fetched beneath it, unseen; the frame moves on when its interval has passed
 * and that picture has loaded, so a turn never shows the caption.
 */
export function RotatingFrame({
  images,
  intervalMs,
  moving,
  loadingCaption,
  label,
}: RotatingFrameProps) {
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const markLoaded = (src: string) =>
    setLoaded((before) => (before.has(src) ? before : new Set(before).add(src)));
  const [index] = useRotation(images.length, intervalMs, moving, (nextIndex) =>
    loaded.has(images[nextIndex]?.src ?? ""),
  );
  const image = images[index] ?? images[0];
  if (!image) return null;
  const isLoaded = loaded.has(image.src);
  const upcoming = images[(index + 1) % images.length];
  // Fetched only after the JavaScript has seen the current picture load, so
  // neither the prerendered page nor its first paint carries it.
  const preloaded = moving && isLoaded && upcoming && upcoming !== image ? upcoming : null;
  return (
    <figure
      aria-label={label}
      aria-live={moving ? "off" : "polite"}
      className="rounded-card bg-surface-muted relative grid aspect-[4/3] place-items-center overflow-hidden"
    >
      {isLoaded ? null : (
        <figcaption className="text-ink-soft absolute inset-0 grid place-items-center p-4 text-center font-semibold">
          {loadingCaption}
        </figcaption>
      )}
      {[image, preloaded].map((shown) =>
        shown ? (
          <ContentImage
            // Keyed by picture: the preloaded one becomes the current one in place, already loaded.
            key={shown.src}
            image={shown}
            sizes="(min-width: 76rem) 23rem, (min-width: 40rem) 31vw, 100vw"
            preloading={shown !== image}
            className={
              shown === image
                ? "relative size-full object-cover"
                : "absolute inset-0 size-full object-cover opacity-0"
            }
            // A picture already loaded (before hydration, or from the cache) fired its load event unseen.
            ref={(element) => {
              if (element?.complete && element.naturalWidth > 0) markLoaded(shown.src);
            }}
            onLoad={() => markLoaded(shown.src)}
          />
        ) : null,
      )}
    </figure>
  );
}
