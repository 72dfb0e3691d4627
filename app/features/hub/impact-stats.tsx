import type { HubFact } from "#content/hub-facts.ts";

type ImpactStatsProps = {
  eyebrow: string;
  heading: string;
  text: string;
  facts: readonly HubFact[];
};

/** The hub's claims of SPEC §1 as large figures. */
export function ImpactStats({ eyebrow, heading, text, facts }: ImpactStatsProps) {
  return (
    <section aria-labelledby="impact-heading" className="bg-surface-muted">
      <div className="container-page grid gap-10 py-16 md:py-20 lg:grid-cols-[1fr_1.6fr] lg:items-center">
        <div className="space-y-4">
          <p className="text-brand-strong text-eyebrow uppercase">{eyebrow}</p>
          <h2 id="impact-heading" className="text-h2">
            {heading}
          </h2>
          <p className="text-ink-soft text-lead">{text}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {facts.map((fact) => (
            <div
              key={fact.id}
              className="rounded-card bg-surface shadow-card flex flex-col-reverse gap-1 p-5 sm:p-7"
            >
              <dt className="text-ink-soft text-small sm:text-body">{fact.label}</dt>
              <dd className="text-brand-strong text-[2.25rem] leading-none font-extrabold tracking-tight sm:text-[3rem]">
                {fact.value.toLocaleString("en-NG")}
                <span className="text-accent-ink">{fact.suffix}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
