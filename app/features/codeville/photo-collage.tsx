import { ContentImage } from "#app/components/blocks/content-image.tsx";
import type { ContentImage as ContentImageData } from "#content-model/blocks.ts";

type PhotoCollageProps = { label: string; caption: string; images: ContentImageData[] };

/** Four pictures in a collage under one caption (the Kids Code Camp gallery, SPEC §2): on phones the first is wide, the others in a row beneath it. */
export function PhotoCollage({ label, caption, images }: PhotoCollageProps) {
  return (
    <section aria-label={label} className="container-page py-12 md:py-16">
      <figure>
        <div className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-4">
          {images.map((image, index) => (
            <ContentImage
              key={image.src}
              image={image}
              priority={index === 0}
              sizes={
                index === 0 ? "(min-width: 64rem) 18rem, 100vw" : "(min-width: 64rem) 18rem, 33vw"
              }
              className={
                index === 0
                  ? "rounded-card col-span-3 h-auto w-full lg:col-span-1"
                  : "rounded-card h-auto w-full"
              }
            />
          ))}
        </div>
        <figcaption className="text-h3 text-brand-strong mt-6 text-center">{caption}</figcaption>
      </figure>
    </section>
  );
}
