import { Link } from "react-router";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { FaqSection } from "#app/components/blocks/faq-section.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { FactList } from "#app/components/blocks/programme/fact-list.tsx";
import { Prose } from "#app/components/blocks/prose.tsx";
import { BackLink } from "#app/components/blocks/startzone/back-link.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { faqPageJsonLd, freeOnlineCourseJsonLd } from "#app/lib/structured-data.server.ts";
import { springboard } from "#content/startzone/programmes.ts";
import { springboardPage } from "#content/startzone/springboard.ts";
import type { Route } from "./+types/springboard";

export function loader({ request }: Route.LoaderArgs) {
  const page = springboardPage;
  const course = freeOnlineCourseJsonLd({
    name: springboard.title,
    description: springboard.summary,
    path: springboard.path,
    durationIso: springboard.durationIso,
  });
  return {
    page: withPictures(page),
    meta: pageMeta(page.seo, request, { structuredData: [course, faqPageJsonLd(page.faq.items)] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Springboard({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <BackLink cta={page.back} />
      <Hero {...page.hero}>
        <div className="flex flex-col items-start gap-2 pt-1">
          {/* SPEC §2: the call is closed, and the button says so without leading anywhere. */}
          <button
            type="button"
            disabled
            className={buttonClasses({ variant: "outlineOnHero", size: "lg" })}
          >
            {page.closedLabel}
          </button>
          <p className="text-small text-on-hero/85">{page.closedNote}</p>
          <Link
            to={page.openAlternative.link}
            className="text-accent inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
          >
            {page.openAlternative.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </Hero>
      <FactList {...page.facts} />
      <Prose {...page.about} />
      <Steps {...page.steps} tone="muted" />
      <CardGrid {...page.learning} />
      <FaqSection {...page.faq} />
    </>
  );
}
