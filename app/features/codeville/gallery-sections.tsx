import { useId } from "react";
import { Section, type SectionTone } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { YearTabs } from "#app/components/ui/year-tabs.tsx";
import type { Year } from "#app/config/site.ts";
import type { Graduate, PastProject, SectionHeadingContent } from "#content/blocks.ts";
import type { GalleryCopy } from "#content/codeville/gallery.ts";
import { EmptyYear, LoadMoreLink } from "./gallery-cards.tsx";
import { graduatesCutOnPhone } from "./gallery-display.ts";
import { GraduateGrid, ProjectGrid } from "./gallery-grids.tsx";

type ByYear<T> = Record<Year, T[]>;

/** A year of projects as the page receives it: the first ones, and whether there are more (`projectsPreview`). */
type ProjectsPreview = { shown: PastProject[]; hasMore: boolean };

type YearSectionProps = SectionHeadingContent & {
  anchor?: string;
  copy: GalleryCopy;
  tone?: SectionTone;
};

/**
 * Past Projects (SPEC §2): year tabs, 2024 first; a year shows its first 3
 * projects and "Load More Projects", which opens the full list in a new tab.
 */
export function PastProjects({
  previewByYear,
  loadMoreHref,
  copy,
  tone,
  anchor,
  ...intro
}: YearSectionProps & { previewByYear: Record<Year, ProjectsPreview>; loadMoreHref: string }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} {...intro} />
      <YearTabs
        label={copy.yearTabsLabel}
        className="mt-10"
        renderYear={(year) => {
          const { shown, hasMore } = previewByYear[year];
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
    </Section>
  );
}

/**
 * Past Graduates (SPEC §2): year tabs, 2024 first. Under 540 px a year shows
 * its first 5 graduates and "Load More Graduates" (the full list, in a new
 * tab); the cut is made by the stylesheet, so it holds before hydration.
 */
export function PastGraduates({
  graduatesByYear,
  loadMoreHref,
  copy,
  tone,
  anchor,
  ...intro
}: YearSectionProps & { graduatesByYear: ByYear<Graduate>; loadMoreHref: string }) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor} tone={tone}>
      <SectionIntro headingId={headingId} {...intro} />
      <YearTabs
        label={copy.yearTabsLabel}
        className="mt-10"
        renderYear={(year) => {
          const graduates = graduatesByYear[year];
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
    </Section>
  );
}
