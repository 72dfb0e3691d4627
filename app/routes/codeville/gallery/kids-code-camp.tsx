import { Hero } from "#app/components/blocks/hero.tsx";
import { FunActivities } from "#app/features/codeville/fun-activities.tsx";
import { LearningSlider } from "#app/features/codeville/learning-slider.tsx";
import { PhotoCollage } from "#app/features/codeville/photo-collage.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readFunActivities } from "#content-model/codeville/fun-activities.server.ts";
import { readKidsCodeCampGallery } from "#content-model/codeville/gallery.server.ts";
import type { Route } from "./+types/kids-code-camp";

/** /codeville/gallery/kids-code-camp: heading, collage, Learning Activities and Fun Activities (SPEC §2). */
export function loader({ request }: Route.LoaderArgs) {
  const kidsCodeCampGallery = readKidsCodeCampGallery();
  return {
    page: withPictures({ ...kidsCodeCampGallery, funActivities: readFunActivities() }),
    meta: pageMeta(kidsCodeCampGallery.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function KidsCodeCampGallery({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <PhotoCollage {...page.collage} />
      <LearningSlider {...page.slider} />
      <FunActivities {...page.funActivities} />
    </>
  );
}
