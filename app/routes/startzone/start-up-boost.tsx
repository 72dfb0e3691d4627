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
import { CallDetails } from "#app/features/startzone/call-details.tsx";
import { ProgrammeStatusButton } from "#app/features/startzone/programme-status-button.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { freeOnlineCourseJsonLd } from "#app/lib/structured-data.server.ts";
import { readStartupBoostPage } from "#content-model/startzone/pages.server.ts";
import type { Route } from "./+types/start-up-boost";

export function loader({ request }: Route.LoaderArgs) {
  const { page, programme, button, call, callAnchor } = readStartupBoostPage();
  const course = freeOnlineCourseJsonLd({
    name: programme.title,
    description: programme.summary,
    path: programme.path,
    durationIso: programme.durationIso,
  });
  return {
    page: withPictures(page),
    button,
    call,
    callAnchor,
    meta: pageMeta(page.seo, request, { structuredData: [course] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function StartupBoost({ loaderData }: Route.ComponentProps) {
  const { page, button, call, callAnchor } = loaderData;
  const callHeadingId = useId();
  return (
    <>
      <BackLink cta={page.back} />
      <Hero {...page.hero}>
        <ProgrammeStatusButton button={button} />
      </Hero>
      <FactList {...page.facts} />
      <NameStrip {...page.mentorsFrom} />
      <CardGrid {...page.benefits} />
      {call && (
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
      )}
      <Steps {...page.steps} />
      <CallToActionBand {...page.closing} />
    </>
  );
}
