import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { FormCard } from "#app/components/blocks/form-card.tsx";
import { CohortFacts } from "#app/components/blocks/programme/cohort-facts.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { OutcomeCard } from "#app/components/site/outcome-card.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { AdmissionForm } from "#app/features/admissions/admission-form.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readApplyPage } from "#content-model/site/admission-pages.server.ts";
import { admissionFailedPath } from "#schemas/admission-posts.ts";
import type { Route } from "./+types/apply";

/** /apply/<call>: a call's own application form (issue 34), or the word that it has closed. */
export function loader({ request, params }: Route.LoaderArgs) {
  const page = readApplyPage(params.call);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page, meta: pageMeta(page.words.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Apply({ loaderData: { page } }: Route.ComponentProps) {
  const { words, form } = page;
  if (!page.open) {
    return (
      <OutcomeCard
        kind="status"
        icon="warning"
        iconTone="bg-warning-soft text-warning"
        eyebrow={words.eyebrow}
        title={words.closed.heading}
        body={[words.closed.text]}
      >
        <div className="flex flex-wrap gap-3">
          <CallToActionLink
            cta={{ label: words.closed.waitlistLabel, link: page.waitlistPage }}
            variant="primary"
          />
          <CallToActionLink
            cta={{ label: words.closed.linkLabel, link: page.programmePage }}
            variant="outline"
          />
        </div>
      </OutcomeCard>
    );
  }
  return (
    <>
      <Section labelledBy="apply-heading">
        {/* In the column of the cohort and the form: one left edge at every width. */}
        <div className="mx-auto max-w-2xl">
          <SectionHeading
            id="apply-heading"
            level="h1"
            eyebrow={words.eyebrow}
            heading={words.heading}
            text={[words.edition, words.closes].join(" ")}
          />
        </div>
        {page.cohort ? (
          <section aria-labelledby="cohort-heading" className="mx-auto mt-10 max-w-2xl">
            <SectionHeading
              id="cohort-heading"
              eyebrow={page.cohort.eyebrow}
              heading={page.cohort.heading}
            />
            <CohortFacts facts={page.cohort.facts} payments={page.cohort.payments} />
          </section>
        ) : null}
        <div className="mx-auto mt-10 max-w-2xl">
          <FormCard heading={words.formHeading} intro={form.intro}>
            <AdmissionForm
              call={page.call}
              questions={form.questions}
              words={words}
              failedPath={(reason) => admissionFailedPath(page.call, reason as "unavailable")}
              builtOn={page.today}
              version={page.version}
            />
          </FormCard>
        </div>
      </Section>
      {page.steps ? (
        <Steps {...page.steps} heading={words.afterHeading} tone="muted" />
      ) : form.afterApplying ? (
        <Section labelledBy="after-heading" tone="muted">
          <SectionIntro
            headingId="after-heading"
            heading={words.afterHeading}
            text={form.afterApplying}
          />
        </Section>
      ) : null}
    </>
  );
}
