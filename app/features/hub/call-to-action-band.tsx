import { cn } from "#app/lib/cn.ts";
import type { CallToAction } from "#content/content-schemas.ts";
import { CallToActionLink } from "./call-to-action-link.tsx";

type CallToActionBandProps = {
  eyebrow?: string;
  heading: string;
  text: string;
  ctas: readonly CallToAction[];
  /** "dark" closes a page; "light" sits mid-page without shouting. */
  tone?: "dark" | "light";
};

/** A dark closing band with one or more calls to action. */
export function CallToActionBand({
  eyebrow,
  heading,
  text,
  ctas,
  tone = "dark",
}: CallToActionBandProps) {
  const dark = tone === "dark";
  return (
    <section className="container-page py-16 md:py-20">
      <div
        className={cn(
          "relative overflow-hidden rounded-[2rem] px-6 py-12 sm:px-12 md:py-16",
          dark
            ? "bg-hero text-on-hero"
            : "border-brand-muted bg-accent-soft border-2 border-dashed",
        )}
      >
        <div
          aria-hidden
          className="bg-accent pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full opacity-25 blur-3xl"
        />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl space-y-3">
            {eyebrow ? (
              <p
                className={cn("text-eyebrow uppercase", dark ? "text-accent" : "text-brand-strong")}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2 className="text-h2">{heading}</h2>
            <p className={cn("text-lead", dark ? "text-on-hero/85" : "text-ink-soft")}>{text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {ctas.map((cta, index) => (
              <CallToActionLink
                key={cta.label}
                cta={cta}
                size="lg"
                variant={index === 0 ? (dark ? "accent" : "primary") : "outline"}
                className={index > 0 && dark ? "text-on-hero hover:bg-white/10" : undefined}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
