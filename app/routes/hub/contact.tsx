import { ContactHero } from "#app/components/blocks/contact-hero.tsx";
import { FormCard } from "#app/components/blocks/form-card.tsx";
import { ContactForm } from "#app/features/leads/contact-form.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readContactPage } from "#content-model/hub/pages.server.ts";
import { readLeadForms } from "#content-model/site/lead-forms.server.ts";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const contactPage = readContactPage();
  return {
    page: contactPage,
    form: readLeadForms().contact,
    meta: pageMeta(contactPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Contact({ loaderData: { page, form } }: Route.ComponentProps) {
  return (
    <ContactHero intro={page.intro} details={page.details}>
      <FormCard heading={form.heading} intro={form.intro}>
        <ContactForm copy={form} />
      </FormCard>
    </ContactHero>
  );
}
