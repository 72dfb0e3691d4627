import { ContactDetails } from "#app/components/blocks/contact-details.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ContactForm } from "#app/features/leads/contact-form.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { contactPage } from "#content/hub/contact.ts";
import { contactForm } from "#content/site/lead-forms.ts";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  return { page: contactPage, form: contactForm, meta: pageMeta(contactPage.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Contact({ loaderData: { page, form } }: Route.ComponentProps) {
  return (
    <div className="bg-surface-muted">
      <div className="container-page py-14 md:py-20">
        <SectionHeading level="h1" {...page.intro} />
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[1.6fr_1fr]">
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-card bg-surface shadow-card p-6 sm:p-8"
          >
            <h2 id="contact-form-heading" className="text-h3">
              {form.heading}
            </h2>
            <p className="text-ink-soft mt-2 mb-6">{form.intro}</p>
            <ContactForm copy={form} />
          </section>
          <ContactDetails {...page.details} />
        </div>
      </div>
    </div>
  );
}
