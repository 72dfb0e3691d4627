import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { LatestUpdates } from "#app/features/blog/latest-updates.tsx";
import { readBlogPostsAtBuild } from "#app/features/blog/read-blog-feed.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readTechHubPage } from "#content-model/hub/pages.server.ts";
import type { Route } from "./+types/tech-hub";

export async function loader({ request }: Route.LoaderArgs) {
  const techHubPage = readTechHubPage();
  return {
    page: withPictures(techHubPage),
    posts: await readBlogPostsAtBuild(),
    meta: pageMeta(techHubPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function TechHub({ loaderData: { page, posts } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.whoWeAre} />
      <CardGrid {...page.whatWeDo} />
      <LatestUpdates copy={page.latestUpdates} posts={posts} />
      <CallToActionBand {...page.cta} />
    </>
  );
}
