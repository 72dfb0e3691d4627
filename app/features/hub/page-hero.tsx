import type { ContentImage } from "#content/content-schemas.ts";

type PageHeroProps = {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  image?: ContentImage;
  children?: React.ReactNode;
};

/** The opening of an inner page: heading, a few paragraphs, an illustration. */
export function PageHero({ eyebrow, heading, paragraphs, image, children }: PageHeroProps) {
  return (
    <section className="bg-hero text-on-hero relative overflow-hidden">
      <div
        aria-hidden
        className="bg-brand pointer-events-none absolute -top-32 -left-32 size-96 rounded-full opacity-40 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div className="flex flex-col items-start gap-5">
          <p className="text-accent text-eyebrow uppercase">{eyebrow}</p>
          <h1 className="text-h1 text-balance">{heading}</h1>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lead text-on-hero/85 max-w-2xl">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-sm lg:max-w-md"
          />
        ) : null}
      </div>
    </section>
  );
}
