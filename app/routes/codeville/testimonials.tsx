import { Hero } from "#app/components/blocks/hero.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { TestimonialColumns, VideoTabs } from "#app/features/codeville/testimonials.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readTestimonialsPage } from "#content-model/codeville/testimonials.server.ts";
import type { Route } from "./+types/testimonials";

/** /codeville/testimonials: a demo day video per year behind year tabs, then parents' words (SPEC §2). */
export function loader({ request }: Route.LoaderArgs) {
  const testimonialsPage = readTestimonialsPage();
  return {
    page: withPictures(testimonialsPage),
    meta: pageMeta(testimonialsPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Testimonials({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero eyebrow={page.eyebrow} heading={page.heading} paragraphs={[page.text]} />
      <Section labelledBy="testimonial-videos">
        <h2 id="testimonial-videos" className="sr-only">
          {page.videosLabel}
        </h2>
        <VideoTabs videos={page.videos} years={page.videoYears} labels={page} />
      </Section>
      <TestimonialColumns {...page.parents} />
    </>
  );
}
