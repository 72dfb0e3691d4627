import { useId } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import type { FactListBlock } from "#content-model/blocks.ts";

/** A programme's key facts at a glance, right under its hero. */
export function FactList({ heading, facts }: FactListBlock) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-soft">
      <div className="container-page py-10 md:py-12">
        <h2 id={headingId} className="text-eyebrow text-brand-strong uppercase">
          {heading}
        </h2>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="rounded-card bg-surface shadow-card flex flex-col-reverse justify-end gap-1 p-4"
            >
              <dt className="text-small text-ink-soft">{fact.label}</dt>
              <dd className="text-ink flex flex-col gap-2 font-bold">
                <Icon name={fact.icon} className="text-brand size-6" />
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
