import { FunActivities } from "#app/features/codeville/fun-activities.tsx";
import { projectsPreview } from "#app/features/codeville/gallery-display.ts";
import { galleryPaths } from "#app/features/codeville/gallery-paths.ts";
import {
  GalleryHero,
  PastGraduates,
  PastProjects,
} from "#app/features/codeville/gallery-sections.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readGalleryYears } from "#content-model/codeville/children.server.ts";
import { readFunActivities } from "#content-model/codeville/fun-activities.server.ts";
import {
  readGalleryCopy,
  readJuniorAcademyGallery,
} from "#content-model/codeville/gallery.server.ts";
import type { Route } from "./+types/junior-academy";

/** /codeville/gallery/junior-academy: hero, Past Graduates, Past Projects and Fun Activities (SPEC §2). */
export function loader({ request }: Route.LoaderArgs) {
  const galleryCopy = readGalleryCopy();
  const juniorAcademyGallery = readJuniorAcademyGallery();
  const { graduates, projects } = readGalleryYears(galleryCopy.fallbackPortrait);
  return {
    page: withPictures({
      ...juniorAcademyGallery,
      copy: galleryCopy,
      graduatesByYear: graduates,
      // Only what the tabs show: each year's first projects, and whether there are more.
      projectsPreview: projects.map(({ year, items }) => ({ year, ...projectsPreview(items) })),
      funActivities: readFunActivities(),
      links: { pastGraduates: galleryPaths.pastGraduates, pastProjects: galleryPaths.pastProjects },
    }),
    meta: pageMeta(juniorAcademyGallery.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function JuniorAcademyGallery({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <GalleryHero {...page.hero} />
      <PastGraduates
        {...page.graduates}
        anchor="graduates"
        graduatesByYear={page.graduatesByYear}
        loadMoreHref={page.links.pastGraduates}
        copy={page.copy}
      />
      <PastProjects
        {...page.projects}
        anchor="projects"
        tone="muted"
        previewByYear={page.projectsPreview}
        loadMoreHref={page.links.pastProjects}
        copy={page.copy}
      />
      <FunActivities {...page.funActivities} />
    </>
  );
}
