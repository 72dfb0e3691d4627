import { GraduateGrid } from "#app/features/codeville/gallery-grids.tsx";
import { ListPageHeader } from "#app/features/codeville/list-page-header.tsx";
import { YearList } from "#app/features/codeville/year-list.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readGalleryYears } from "#content-model/codeville/children.server.ts";
import { readGalleryCopy, readPastGraduatesPage } from "#content-model/codeville/gallery.server.ts";
import type { Route } from "./+types/past-graduates";

/** /codeville/gallery/past-graduates: every graduate of every year, phones included (SPEC §2). */
export function loader({ request }: Route.LoaderArgs) {
  const pastGraduatesPage = readPastGraduatesPage();
  const galleryCopy = readGalleryCopy();
  return {
    page: withPictures({
      ...pastGraduatesPage,
      copy: galleryCopy,
      byYear: readGalleryYears(galleryCopy.fallbackPortrait).graduates,
    }),
    meta: pageMeta(pastGraduatesPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function PastGraduatesPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <ListPageHeader {...page} />
      <YearList
        itemsByYear={page.byYear}
        yearsLabel={page.yearsLabel}
        countTemplate={page.countTemplate}
        copy={page.copy}
        render={(graduates) => <GraduateGrid graduates={graduates} copy={page.copy} />}
      />
    </>
  );
}
