import type { GalleryYear } from "#content-model/codeville/children.ts";
import type { GalleryCopy } from "#content-model/codeville/gallery.ts";
import { EmptyYear } from "./gallery-cards.tsx";

type YearListProps<T> = {
  /** Every year, oldest first. */
  itemsByYear: readonly GalleryYear<T>[];
  yearsLabel: string;
  countTemplate: string;
  copy: GalleryCopy;
  render: (items: T[]) => React.ReactNode;
};

/** A full list for every year, newest first, with a jump link per year: all of it in the HTML. */
export function YearList<T>({
  itemsByYear,
  yearsLabel,
  countTemplate,
  copy,
  render,
}: YearListProps<T>) {
  const years = [...itemsByYear].reverse();
  return (
    <>
      <nav aria-label={yearsLabel} className="container-page pt-10">
        <ul className="flex flex-wrap gap-2">
          {years.map(({ year }) => (
            <li key={year}>
              <a
                href={`#year-${year}`}
                className="rounded-pill bg-surface-muted hover:bg-brand-soft text-ink inline-flex min-h-11 items-center px-5 font-semibold"
              >
                {year}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {years.map(({ year, items }) => {
        return (
          <section
            key={year}
            id={`year-${year}`}
            aria-labelledby={`year-${year}-heading`}
            className="container-page scroll-mt-24 py-10 md:py-14"
          >
            <div className="mb-8 flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <h2 id={`year-${year}-heading`} className="text-h2">
                {year}
              </h2>
              {items.length > 0 ? (
                <p className="text-ink-soft text-lead">
                  {countTemplate.replace("{count}", String(items.length))}
                </p>
              ) : null}
            </div>
            {items.length > 0 ? render(items) : <EmptyYear copy={copy} />}
          </section>
        );
      })}
    </>
  );
}
