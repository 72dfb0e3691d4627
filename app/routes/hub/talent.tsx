import { CardGrid } from "#app/components/blocks/card-grid.tsx";
import { FaqSection } from "#app/components/blocks/faq-section.tsx";
import { FormCard } from "#app/components/blocks/form-card.tsx";
import { FormSection } from "#app/components/blocks/form-section.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { PeopleGrid } from "#app/components/blocks/people-grid.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { ApplicationForm } from "#app/features/leads/talent-lead-form.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { withPictures } from "#app/lib/pictures.server.ts";
import { faqPageJsonLd } from "#app/lib/structured-data.server.ts";
import { readApplicationFormCopy, readTalentPage } from "#content-model/hub/talent.server.ts";
import type { Route } from "./+types/talent";

/** /talent: aspiring techies apply to the hub's talent pool, with a résumé (issue 23). */
export function loader({ request }: Route.LoaderArgs) {
  const talentPage = readTalentPage();
  return {
    page: withPictures(talentPage),
    form: readApplicationFormCopy(),
    meta: pageMeta(talentPage.seo, request, {
      structuredData: [faqPageJsonLd(talentPage.faq.items)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Talent({ loaderData: { page, form } }: Route.ComponentProps) {
  return (
    <>
      <Hero {...page.hero} />
      <CardGrid {...page.offer} perRow={4} />
      <CardGrid {...page.audience} tone="brand" />
      <Steps {...page.process} />
      <PeopleGrid {...page.people} />
      <FormSection {...page.form}>
        <FormCard heading={form.heading} intro={form.intro}>
          <ApplicationForm copy={form} />
        </FormCard>
      </FormSection>
      <FaqSection {...page.faq} />
    </>
  );
}
