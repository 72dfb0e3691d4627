import { CheckIcon } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import type { ProgrammeFamily } from "#content/home-page.ts";
import { CallToActionLink } from "./call-to-action-link.tsx";

type ProgrammeFamiliesProps = {
  eyebrow: string;
  heading: string;
  text: string;
  families: readonly ProgrammeFamily[];
};

/** Each family is drawn in its own sub-brand (the section's data-brand tokens). */
const brandOf: Record<ProgrammeFamily["brand"], string | undefined> = {
  codeville: "codeville",
  startzone: "startzone",
  sparks: "sparks",
  learnable: undefined,
};

export function ProgrammeFamilies({ eyebrow, heading, text, families }: ProgrammeFamiliesProps) {
  return (
    <section id="programmes" aria-labelledby="programmes-heading" className="scroll-mt-24">
      <div className="container-page py-16 md:py-24">
        <div className="flex max-w-3xl flex-col gap-4">
          <p className="text-brand-strong text-eyebrow uppercase">{eyebrow}</p>
          <h2 id="programmes-heading" className="text-h2">
            {heading}
          </h2>
          <p className="text-ink-soft text-lead">{text}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {families.map((family) => (
            <li
              key={family.name}
              data-brand={brandOf[family.brand]}
              className="rounded-card border-line bg-surface shadow-card flex flex-col border p-6 sm:p-8"
            >
              <div className={cn("rounded-pill bg-brand mb-5 h-2 w-16")} aria-hidden />
              <p className="text-brand-strong text-eyebrow uppercase">{family.audience}</p>
              <h3 className="text-h3 mt-2">{family.name}</h3>
              <p className="text-ink-soft mt-3">{family.text}</p>
              <ul className="mt-5 space-y-2">
                {family.points.map((point) => (
                  <li key={point} className="text-small flex gap-2">
                    <CheckIcon aria-hidden className="text-brand mt-0.5 size-4 shrink-0" />
                    {point}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-7">
                <CallToActionLink cta={family.cta} variant="primary" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
