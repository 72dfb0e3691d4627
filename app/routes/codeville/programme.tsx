import { redirect } from "react-router";
import { CallToActionBand } from "#app/components/blocks/call-to-action-band.tsx";
import { CardGrid, CardList } from "#app/components/blocks/card-grid.tsx";
import { FaqSection } from "#app/components/blocks/faq-section.tsx";
import { FeatureSplit } from "#app/components/blocks/feature-split.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { CohortDetails } from "#app/components/blocks/programme/cohort-details.tsx";
import { FactList } from "#app/components/blocks/programme/fact-list.tsx";
import { Prose } from "#app/components/blocks/prose.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { legacyProgrammeRedirects } from "#app/config/codeville-programme-paths.ts";
import { brochurePagePath } from "#app/features/codeville/brochure-paths.ts";
import { courseStructuredData } from "#app/features/codeville/structured-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { faqPageJsonLd } from "#app/lib/structured-data.server.ts";
import { readBrochureForm } from "#content-model/codeville/brochure.server.ts";
import { readKidsProgrammes } from "#content-model/codeville/kids-programmes.server.ts";
import { programmeIds, programmePath } from "#content-model/codeville/kids-programmes.ts";
import { readProgrammePage } from "#content-model/codeville/programme-pages.server.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import type { Route } from "./+types/programme";
import { HeroActions } from "./hero-actions.tsx";

/**
 * One route for the four programme pages (prerendered from the programme ids
 * in content) and the two legacy paths, which redirect (DECISIONS.md).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const legacy = legacyProgrammeRedirects[params.slug];
  if (legacy) throw redirect(programmePath(legacy));
  const id = programmeIds.find((candidate) => candidate === params.slug);
  const facts = readKidsProgrammes().find((programme) => programme.id === id);
  if (!id || !facts) throw new Response("Not Found", { status: 404 });
  // The description, picture and SEO words reach the page once each: as the hero and the meta tags.
  const { labels, apply, seo, description: paragraphs, image, ...page } = readProgrammePage(id);
  const description = paragraphs.join(" ");
  return {
    page: {
      ...page,
      hero: { eyebrow: facts.catchPhrase, heading: facts.title, paragraphs, image },
      actions: {
        apply: { label: labels.apply, link: apply.href, external: apply.external },
        brochure: { label: labels.brochure, link: brochurePagePath, copy: readBrochureForm() },
      },
    },
    structuredData: [
      courseStructuredData(facts, { path: programmePath(facts.id), description }, readIdentity()),
      faqPageJsonLd(page.faq.items),
    ],
    meta: pageMeta(seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  ...(loaderData?.structuredData ?? []).map((data) => ({ "script:ld+json": data })),
];

export default function Programme({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero}>
        <HeroActions {...page.actions} />
      </Hero>
      <FactList {...page.facts} />
      <Prose {...page.about} />
      {page.tutorials ? <CardGrid {...page.tutorials} tone="muted" /> : null}
      {page.tracks ? <Tracks tracks={page.tracks} /> : null}
      <CardGrid {...page.concepts} />
      {page.getStarted ? <Steps {...page.getStarted} tone="brand" /> : null}
      {page.learningPath ? <CardGrid {...page.learningPath} /> : null}
      {page.cycles ? <CardGrid {...page.cycles} tone="muted" /> : null}
      <FeatureSplit {...page.requirements} tone={page.getStarted ? "default" : "muted"} />
      {page.cohort ? (
        <CohortDetails {...page.cohort} tone={page.getStarted ? "muted" : "default"} />
      ) : null}
      {page.getOnboard ? <CallToActionBand {...page.getOnboard} /> : null}
      <FaqSection {...page.faq} />
    </>
  );
}

type ProgrammeTracks = NonNullable<Route.ComponentProps["loaderData"]["page"]["tracks"]>;

/** Junior Academy's Web Dev and Game Dev tabs; the first shows before the JavaScript arrives. */
function Tracks({ tracks }: { tracks: ProgrammeTracks }) {
  const headingId = "programme-tracks";
  return (
    <Section labelledBy={headingId} tone="muted">
      <SectionIntro
        headingId={headingId}
        eyebrow={tracks.eyebrow}
        heading={tracks.heading}
        text={tracks.text}
      />
      <Tabs
        label={tracks.label}
        className="mt-10"
        items={tracks.items.map((track) => ({
          value: track.value,
          label: track.label,
          content: (
            <>
              <h3 className="text-h3">{track.tutorials.heading}</h3>
              <CardList cards={track.tutorials.cards} className="mt-6" />
            </>
          ),
        }))}
      />
    </Section>
  );
}
