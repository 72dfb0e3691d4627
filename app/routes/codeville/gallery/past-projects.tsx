import { ProjectGrid } from "#app/features/codeville/gallery-grids.tsx";
import { ListPageHeader } from "#app/features/codeville/list-page-header.tsx";
import { YearList } from "#app/features/codeville/year-list.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readGalleryYears } from "#content-model/codeville/children.server.ts";
import { readGalleryCopy, readPastProjectsPage } from "#content-model/codeville/gallery.server.ts";
import type { Route } from "./+types/past-projects";

/** /codeville/gallery/past-projects: every project of every year, the target of "Load More Projects". */
export function loader({ request }: Route.LoaderArgs) {
  const pastProjectsPage = readPastProjectsPage();
  const galleryCopy = readGalleryCopy();
  return {
    page: withPictures({
      ...pastProjectsPage,
      copy: galleryCopy,
      byYear: readGalleryYears(galleryCopy.fallbackPortrait).projects,
    }),
    meta: pageMeta(pastProjectsPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function PastProjectsPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ListPageHeader {...page} />
      <YearList
        itemsByYear={page.byYear}
        yearsLabel={page.yearsLabel}
        countTemplate={page.countTemplate}
        copy={page.copy}
        render={(projects) => <ProjectGrid projects={projects} copy={page.copy} layout="full" />}
      />
    </>
  );
}
