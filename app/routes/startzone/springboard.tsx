import { Link } from "react-router";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { FaqSection } from "#app/components/blocks/faq-section.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { FactList } from "#app/components/blocks/programme/fact-list.tsx";
import { Prose } from "#app/components/blocks/prose.tsx";
import { BackLink } from "#app/components/blocks/startzone/back-link.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { ProgrammeStatusButton } from "#app/features/startzone/programme-status-button.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { faqPageJsonLd, freeOnlineCourseJsonLd } from "#app/lib/structured-data.server.ts";
import { readSpringboardPage } from "#content-model/startzone/pages.server.ts";
import type { Route } from "./+types/springboard";

export function loader({ request }: Route.LoaderArgs) {
  const { page, programme, button, openAlternative } = readSpringboardPage();
  const course = freeOnlineCourseJsonLd({
    name: programme.title,
    description: programme.summary,
    path: programme.path,
    durationIso: programme.durationIso,
  });
  return {
    page: withPictures(page),
    button,
    openAlternative,
    meta: pageMeta(page.seo, request, { structuredData: [course, faqPageJsonLd(page.faq.items)] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Springboard({
  loaderData: { page, button, openAlternative },
}: Route.ComponentProps) {
  return (
    <>
      <BackLink cta={page.back} />
      <Hero {...page.hero}>
        <ProgrammeStatusButton button={button}>
          {openAlternative && (
            <Link
              to={openAlternative.link}
              className="text-accent inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
            >
              {openAlternative.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          )}
        </ProgrammeStatusButton>
      </Hero>
      <FactList {...page.facts} />
      <Prose {...page.about} />
      <Steps {...page.steps} tone="muted" />
      <CardGrid {...page.learning} />
      <FaqSection {...page.faq} />
    </>
  );
}
