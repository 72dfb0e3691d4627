import type { homePage } from "#content/home-page.ts";
import { CallToActionLink } from "./call-to-action-link.tsx";

type HomeHeroProps = { hero: (typeof homePage)["hero"] };

export function HomeHero({ hero }: HomeHeroProps) {
  return (
    <section className="bg-hero text-on-hero relative overflow-hidden">
      <div
        aria-hidden
        className="bg-brand pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full opacity-40 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-pill text-eyebrow text-accent bg-white/10 px-4 py-1.5 uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="text-display text-balance">{hero.heading}</h1>
          <p className="text-lead text-on-hero/85 max-w-xl">{hero.text}</p>
          <div className="flex flex-wrap gap-3">
            <CallToActionLink cta={hero.primaryCta} variant="accent" size="lg" />
            <CallToActionLink
              cta={hero.secondaryCta}
              variant="outline"
              size="lg"
              className="text-on-hero hover:bg-white/10"
            />
          </div>
        </div>
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
