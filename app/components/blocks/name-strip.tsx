import { useId } from "react";
import type { NameStripBlock } from "#content-model/blocks.ts";

/** A strip of names set as marks (companies mentors come from): text, never logos. */
export function NameStrip({ heading, names }: NameStripBlock) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-line border-y">
      <div className="container-page flex flex-col items-center gap-6 py-10 text-center">
        <h2 id={headingId} className="text-ink-soft text-eyebrow uppercase">
          {heading}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {names.map((name) => (
            <li key={name} className="text-ink-muted text-h3 font-extrabold tracking-tight">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
