import { useId } from "react";
import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { NameStrip } from "#app/components/blocks/name-strip.tsx";
import { FactList } from "#app/components/blocks/programme/fact-list.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { BackLink } from "#app/components/blocks/startzone/back-link.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { CallDetails } from "#app/features/startzone/call-details.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { freeOnlineCourseJsonLd } from "#app/lib/structured-data.server.ts";
import { startupBoostCall } from "#content/startzone/call-banner.ts";
import { startzoneAnchors } from "#content/startzone/paths.ts";
import { startupBoost } from "#content/startzone/programmes.ts";
import { startupBoostPage } from "#content/startzone/start-up-boost.ts";
import type { Route } from "./+types/start-up-boost";

export function loader({ request }: Route.LoaderArgs) {
  const course = freeOnlineCourseJsonLd({
    name: startupBoost.title,
    description: startupBoost.summary,
    path: startupBoost.path,
    durationIso: startupBoost.durationIso,
  });
  return {
    page: withPictures(startupBoostPage),
    call: startupBoostCall,
    callAnchor: startzoneAnchors.call,
    meta: pageMeta(startupBoostPage.seo, request, { structuredData: [course] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function StartupBoost({ loaderData }: Route.ComponentProps) {
  const { page, call, callAnchor } = loaderData;
  const callHeadingId = useId();
  return (
    <>
      <BackLink cta={page.back} />
      <Hero {...page.hero}>
        <ExternalLink
          href={page.apply.link}
          className={buttonClasses({ variant: "accent", size: "lg" }, "mt-1")}
        >
          {page.apply.label}
          <Icon name="arrow-external" />
        </ExternalLink>
      </Hero>
      <FactList {...page.facts} />
      <NameStrip {...page.mentorsFrom} />
      <CardGrid {...page.benefits} />
      <Section labelledBy={callHeadingId} anchor={callAnchor} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <SectionIntro
            headingId={callHeadingId}
            eyebrow={call.label}
            heading={call.details.title}
          />
          <CallDetails call={call} showMoreLink={false} />
        </div>
      </Section>
      <Steps {...page.steps} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
