import type { aboutPage } from "#content/about-page.ts";

type MissionAndCultureProps = {
  mission: (typeof aboutPage)["mission"];
  culture: (typeof aboutPage)["culture"];
};

/** The mission statement, then the values the team works by. */
export function MissionAndCulture({ mission, culture }: MissionAndCultureProps) {
  return (
    <>
      <section aria-labelledby="mission-heading" className="container-page py-16 md:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-brand-strong text-eyebrow uppercase">{mission.eyebrow}</p>
          <h2 id="mission-heading" className="text-h1 mt-4 text-balance">
            {mission.heading}
          </h2>
          <p className="text-ink-soft text-lead mx-auto mt-6 max-w-2xl">{mission.text}</p>
        </div>
      </section>
      <section aria-labelledby="culture-heading" className="bg-night text-on-night">
        <div className="container-page py-16 md:py-24">
          <p className="text-accent text-eyebrow uppercase">{culture.eyebrow}</p>
          <h2 id="culture-heading" className="text-h2 mt-4">
            {culture.heading}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {culture.values.map((value) => (
              <li key={value.heading} className="border-accent border-t-4 pt-5">
                <h3 className="text-lead font-bold">{value.heading}</h3>
                <p className="text-on-night-muted mt-2">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
