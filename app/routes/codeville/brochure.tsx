import { FormCard } from "#app/components/blocks/form-card.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { brochurePdfPath } from "#app/features/codeville/brochure-paths.ts";
import { BrochureForm } from "#app/features/leads/codeville-brochure-form.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readBrochureForm, readBrochurePage } from "#content-model/codeville/brochure.server.ts";
import type { Route } from "./+types/brochure";

export function loader({ request }: Route.LoaderArgs) {
  const { download, ...page } = readBrochurePage();
  return {
    page: { ...page, download: { ...download, link: brochurePdfPath } },
    form: readBrochureForm(),
    meta: pageMeta(page.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** The brochure request as a page: where Download Brochure leads before hydration. */
export default function Brochure({ loaderData: { page, form } }: Route.ComponentProps) {
  return (
    <Section
      labelledBy="brochure-heading"
      tone="muted"
      className="grid items-start gap-10 lg:grid-cols-[1fr_1fr]"
    >
      <div className="space-y-6">
        <SectionHeading level="h1" id="brochure-heading" {...page.intro} />
        <p className="text-ink-soft">
          {page.download.text}{" "}
          <a
            href={page.download.link}
            download
            className="text-brand-strong inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
          >
            {page.download.label}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </p>
      </div>
      <FormCard heading={form.title} intro={form.intro}>
        <BrochureForm copy={form} />
      </FormCard>
    </Section>
  );
}
