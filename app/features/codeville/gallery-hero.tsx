import { ContentImage } from "#app/components/blocks/content-image.tsx";
import { cn } from "#app/lib/cn.ts";
import type { GalleryHeroContent } from "#content/codeville/gallery.ts";

/** The opening of a gallery: heading, intro, the teaser, and a collage of three or four pictures. */
export function GalleryHero({ eyebrow, heading, text, teaser, images }: GalleryHeroContent) {
  const [first, ...rest] = images;
  return (
    <section className="bg-hero text-on-hero">
      <div className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1fr_1.1fr]">
        <div className="flex flex-col items-start gap-5">
          <p className="text-accent text-eyebrow uppercase">{eyebrow}</p>
          <h1 className="text-h1 text-balance">{heading}</h1>
          <p className="text-lead text-on-hero/85 max-w-2xl">{text}</p>
          <p className="rounded-pill bg-accent text-on-accent px-5 py-2 text-lg font-bold">
            {teaser}
          </p>
        </div>
        <div
          className={cn(
            "grid grid-cols-2 gap-3 sm:gap-4",
            rest.length === 2 ? undefined : "grid-cols-3",
          )}
        >
          {first ? (
            <ContentImage
              image={first}
              priority
              sizes="(min-width: 64rem) 34rem, 100vw"
              className={cn(
                "rounded-card h-auto w-full",
                rest.length === 2 ? "col-span-2" : "col-span-3",
              )}
            />
          ) : null}
          {rest.map((image) => (
            <ContentImage
              key={image.src}
              image={image}
              sizes="(min-width: 64rem) 17rem, 50vw"
              className="rounded-card h-auto w-full"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
