import { useId } from "react";
import { ContentImage } from "#app/components/blocks/content-image.tsx";
import { Section, type SectionTone } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { YearTabs } from "#app/components/ui/year-tabs.tsx";
import type { Graduate, PastProject, SectionHeadingContent } from "#content-model/blocks.ts";
import type { GalleryYear } from "#content-model/codeville/children.ts";
import type { GalleryCopy, GalleryHeroContent } from "#content-model/codeville/gallery.ts";
import { EmptyYear, LoadMoreLink } from "./gallery-cards.tsx";
import { graduatesCutOnPhone } from "./gallery-display.ts";
import { GraduateGrid, ProjectGrid } from "./gallery-grids.tsx";

/** A year of projects as the page receives it: the first ones, and whether there are more (`projectsPreview`). */
type ProjectsPreviewYear = { year: number; shown: PastProject[]; hasMore: boolean };

/** The Junior Academy gallery's opening (SPEC §2): heading, intro, the teaser and three pictures. */
export function GalleryHero({ eyebrow, heading, text, teaser, images }: GalleryHeroContent) {
  const [first, ...rest] = images;
  return (
    <section className="bg-hero text-on-hero">
      <div className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1fr_1.1fr]">
        <div className="flex flex-col items-start gap-5">
          <p className="text-accent text-eyebrow uppercase">{eyebrow}</p>
          <h1 className="text-h1 text-balance">{heading}</h1>
          <p className="text-lead text-on-hero/85 max-w-2xl">{text}</p>
          <p className="rounded-card bg-accent text-on-accent px-5 py-2 text-lg font-bold">
            {teaser}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          {first ? (
            <ContentImage
              image={first}
              priority
              sizes="(min-width: 64rem) 34rem, 100vw"
              className="rounded-card col-span-2 h-auto w-full"
            />
          ) : null}
          {rest.map((image) => (
            <ContentImage
              key={image.src}
              image={image}
              sizes="(min-width: 64rem) 17rem, 50vw"
              className="rounded-card h-auto w-full"
            />
          ))}
        </div>
      </div>
    </section>
  );
}

type YearSectionProps = SectionHeadingContent & {
  anchor?: string;
  copy: GalleryCopy;
  tone?: SectionTone;
};

/** A gallery section whose content changes with the year tabs (one a year, the newest first). */
function YearTabsSection<Entry extends { year: number }>({
  copy,
  tone,
  anchor,
  years,
  renderYear,
  ...intro
}: YearSectionProps & {
  years: readonly Entry[];
  renderYear: (entry: Entry) => React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} {...intro} />
      <YearTabs
        label={copy.yearTabsLabel}
        className="mt-10"
        years={years.map(({ year }) => year)}
        renderYear={(year) => {
          const entry = years.find((candidate) => candidate.year === year);
          return entry ? renderYear(entry) : null;
        }}
      />
    </Section>
  );
}

/**
 * Past Projects (SPEC §2): a year shows its first 3 projects and "Load More
 * Projects", which opens the full list in a new tab.
 */
export function PastProjects({
  previewByYear,
  loadMoreHref,
  ...section
}: YearSectionProps & {
  previewByYear: readonly ProjectsPreviewYear[];
  loadMoreHref: string;
}) {
  const { copy } = section;
  return (
    <YearTabsSection
      {...section}
      years={previewByYear}
      renderYear={({ shown, hasMore }) => {
        if (shown.length === 0) return <EmptyYear copy={copy} />;
        return (
          <>
            <ProjectGrid projects={shown} copy={copy} />
            {hasMore ? (
              <LoadMoreLink
                href={loadMoreHref}
                label={copy.loadMoreProjects}
                newTab={copy.newTab}
                className="mt-8"
              />
            ) : null}
          </>
        );
      }}
    />
  );
}

/**
 * Past Graduates (SPEC §2): under 540 px a year shows its first 5 graduates
 * and "Load More Graduates" (the full list, in a new tab); the cut is made by
 * the stylesheet, so it holds before hydration.
 */
export function PastGraduates({
  graduatesByYear,
  loadMoreHref,
  ...section
}: YearSectionProps & { graduatesByYear: readonly GalleryYear<Graduate>[]; loadMoreHref: string }) {
  const { copy } = section;
  return (
    <YearTabsSection
      {...section}
      years={graduatesByYear}
      renderYear={({ items: graduates }) => {
        if (graduates.length === 0) return <EmptyYear copy={copy} />;
        return (
          <>
            <GraduateGrid graduates={graduates} copy={copy} cutOnPhone />
            {graduatesCutOnPhone(graduates.length) ? (
              <LoadMoreLink
                href={loadMoreHref}
                label={copy.loadMoreGraduates}
                newTab={copy.newTab}
                className="graduates-wide:hidden mt-8"
              />
            ) : null}
          </>
        );
      }}
    />
  );
}
