import { CardList } from "#app/components/blocks/card-grid.tsx";
import { ProgrammeCardView } from "#app/components/blocks/codeville/programme-cards.tsx";
import { ReviewCard } from "#app/components/blocks/codeville/reviews.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { readReviews } from "#content-model/codeville/children.server.ts";
import { readComponentsPage } from "#content-model/codeville/components.server.ts";
import { readGalleryCopy } from "#content-model/codeville/gallery.server.ts";
import { readProgrammeCards } from "#content-model/codeville/programme-cards.server.ts";
import type { Route } from "./+types/components";

export function loader({ request }: Route.LoaderArgs) {
  const showcased = new Set(["entry", "junior", "advanced"]);
  const [review] = readReviews(readGalleryCopy().fallbackPortrait);
  const componentsPage = readComponentsPage();
  return {
    page: componentsPage,
    cards: readProgrammeCards().filter((card) => showcased.has(card.type)),
    review: review && withPictures(review),
    meta: pageMeta(componentsPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** The component showcase (SPEC §2), noindex: accordion, program cards, basic and review cards. */
export default function Components({ loaderData }: Route.ComponentProps) {
  const { page, cards, review } = loaderData;
  return (
    <>
      <Section labelledBy="components-heading" tone="muted">
        <SectionHeading level="h1" id="components-heading" {...page.intro} />
      </Section>
      <Section labelledBy="showcase-accordion">
        <h2 id="showcase-accordion" className="text-h2">
          {page.headings.accordion}
        </h2>
        <Accordion items={page.accordion} className="mt-6 max-w-3xl" />
      </Section>
      <Section labelledBy="showcase-programme-cards" tone="brand">
        <h2 id="showcase-programme-cards" className="text-h2">
          {page.headings.programmeCards}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.type} className="flex">
              <ProgrammeCardView card={card} />
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="showcase-cards" className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="showcase-cards" className="text-h2">
            {page.headings.basicCard}
          </h2>
          <CardList cards={[page.basicCard]} className="mt-6" />
        </div>
        <div>
          <h2 className="text-h2">{page.headings.reviewCard}</h2>
          {review ? (
            <div className="mt-6 flex">
              <ReviewCard review={review} />
            </div>
          ) : null}
        </div>
      </Section>
    </>
  );
}
