import { useId } from "react";
import type { StatementBlock } from "#content-model/blocks.ts";

/** One large centred statement: a mission, a promise. */
export function Statement({ eyebrow, heading, text, anchor }: StatementBlock) {
  const headingId = useId();
  return (
    <section id={anchor} aria-labelledby={headingId} className="container-page py-16 md:py-24">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? <p className="text-brand-strong text-eyebrow uppercase">{eyebrow}</p> : null}
        <h2 id={headingId} className="text-h1 mt-4 text-balance">
          {heading}
        </h2>
        {text ? <p className="text-ink-soft text-lead mx-auto mt-6 max-w-2xl">{text}</p> : null}
      </div>
    </section>
  );
}
