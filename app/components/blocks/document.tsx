import { slugify } from "#app/lib/slugify.ts";
import type { DocumentBlock } from "#content-model/blocks.ts";

/** A long text in titled parts, with a contents list that links to each part. */
export function Document({
  updated,
  parts,
  contentsLabel,
}: DocumentBlock & { contentsLabel: string }) {
  return (
    <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16">
      <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-eyebrow text-ink-soft uppercase">{contentsLabel}</h2>
        <ol className="mt-3 space-y-1">
          {parts.map((part) => (
            <li key={part.heading}>
              <a
                href={`#${slugify(part.heading)}`}
                className="text-small text-brand-strong inline-flex min-h-11 items-center hover:underline"
              >
                {part.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-prose">
        <p className="text-small text-ink-soft">{updated}</p>
        {parts.map((part) => (
          <section key={part.heading} aria-labelledby={slugify(part.heading)} className="mt-10">
            <h2 id={slugify(part.heading)} className="text-h3 scroll-mt-24">
              {part.heading}
            </h2>
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-ink-soft mt-4">
                {paragraph}
              </p>
            ))}
            {part.points ? (
              <ul className="text-ink-soft mt-4 list-disc space-y-2 pl-5">
                {part.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
