import { ContactHero } from "#app/components/blocks/contact-hero.tsx";
import { ContentImage } from "#app/components/blocks/content-image.tsx";
import { FormCard } from "#app/components/blocks/form-card.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { ContactForm } from "#app/features/leads/contact-form.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readCodevilleContactPage } from "#content-model/codeville/contact.server.ts";
import { readLeadForms } from "#content-model/site/lead-forms.server.ts";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const page = readCodevilleContactPage();
  return { page, form: readLeadForms().contact, meta: pageMeta(page.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CodevilleContact({ loaderData: { page, form } }: Route.ComponentProps) {
  return (
    <>
      <ContactHero intro={page.intro} details={page.details}>
        <FormCard heading={form.heading} intro={form.intro}>
          <ContactForm copy={form} />
        </FormCard>
      </ContactHero>
      <section aria-labelledby="map-heading" className="container-page py-14 md:py-20">
        <h2 id="map-heading" className="text-h2">
          {page.map.heading}
        </h2>
        <p className="text-ink-soft text-lead mt-3">{page.map.address}</p>
        <ExternalLink
          href={page.map.link}
          className="rounded-card border-line shadow-card mt-6 block overflow-hidden border"
        >
          <ContentImage image={page.map.image} className="h-auto w-full" />
          <span className="bg-surface text-brand-strong flex min-h-11 items-center gap-2 px-5 py-3 font-semibold">
            {page.map.linkLabel}
            <Icon name="arrow-external" className="size-4" />
          </span>
        </ExternalLink>
      </section>
      <section aria-labelledby="hashtag-heading" className="bg-hero text-on-hero">
        <div className="container-page grid items-center gap-8 py-14 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div className="space-y-4">
            <h2 id="hashtag-heading" className="text-display text-accent break-words">
              {page.hashtag.tag}
            </h2>
            <p className="text-lead text-on-hero/85 max-w-prose">{page.hashtag.text}</p>
          </div>
          <ContentImage image={page.hashtag.image} className="mx-auto h-auto w-full max-w-md" />
        </div>
      </section>
    </>
  );
}
