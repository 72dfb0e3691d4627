import type { homePage } from "#content/home-page.ts";

type ApproachSectionProps = { approach: (typeof homePage)["approach"] };

export function ApproachSection({ approach }: ApproachSectionProps) {
  return (
    <section aria-labelledby="approach-heading" className="bg-brand-soft">
      <div className="container-page grid items-center gap-12 py-16 md:py-24 lg:grid-cols-2">
        <img
          src={approach.image.src}
          alt={approach.image.alt}
          width={approach.image.width}
          height={approach.image.height}
          loading="lazy"
          className="order-last mx-auto h-auto w-full max-w-md lg:order-first lg:max-w-none"
        />
        <div className="space-y-6">
          <p className="text-brand-strong text-eyebrow uppercase">{approach.eyebrow}</p>
          <h2 id="approach-heading" className="text-h2">
            {approach.heading}
          </h2>
          <p className="text-ink-soft text-lead">{approach.text}</p>
          <ul className="space-y-5">
            {approach.points.map((point, index) => (
              <li key={point.heading} className="flex gap-4">
                <span
                  aria-hidden
                  className="rounded-pill bg-brand text-on-brand flex size-10 shrink-0 items-center justify-center font-bold"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lead font-bold">{point.heading}</h3>
                  <p className="text-ink-soft">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
