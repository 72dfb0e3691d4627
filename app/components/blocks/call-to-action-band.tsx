import { useId } from "react";
import type { CallToActionBandBlock } from "#content-model/blocks.ts";
import { HeroCallsToAction } from "./call-to-action-link.tsx";

/** A dark band that closes a page with one or two calls to action. */
export function CallToActionBand({ eyebrow, heading, text, ctas }: CallToActionBandBlock) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="container-page py-12 md:py-14">
      <div className="bg-hero text-on-hero flex flex-col gap-8 rounded-[2rem] px-6 py-12 sm:px-12 md:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl space-y-3">
          {eyebrow ? <p className="text-accent text-eyebrow uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="text-h2">
            {heading}
          </h2>
          <p className="text-lead text-on-hero/85">{text}</p>
        </div>
        <div className="grid gap-3 sm:auto-cols-fr sm:grid-flow-col lg:shrink-0">
          <HeroCallsToAction ctas={ctas} />
        </div>
      </div>
    </section>
  );
}
