import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ContactDetails } from "#app/features/hub/contact-details.tsx";
import { ContactForm } from "#app/features/leads/contact-form.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { contactPage } from "#content/contact-page.ts";
import { contactForm } from "#content/lead-forms.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta(contactPage.seo);

export default function Contact() {
  return (
    <div className="bg-surface-muted">
      <div className="container-page py-14 md:py-20">
        <SectionHeading
          level="h1"
          eyebrow={contactPage.eyebrow}
          heading={contactPage.heading}
          text={contactPage.text}
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-card bg-surface shadow-card p-6 sm:p-8"
          >
            <h2 id="contact-form-heading" className="text-h3">
              {contactForm.heading}
            </h2>
            <p className="text-ink-soft mt-2 mb-6">{contactForm.intro}</p>
            <ContactForm />
          </section>
          <ContactDetails details={contactPage.details} />
        </div>
      </div>
    </div>
  );
}
