import { Section } from "#app/components/blocks/section.tsx";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { faqPageJsonLd } from "#app/lib/structured-data.server.ts";
import { readFaqsPage } from "#content-model/codeville/faqs.server.ts";
import type { Route } from "./+types/faqs";

export function loader({ request }: Route.LoaderArgs) {
  const faqsPage = readFaqsPage();
  return {
    page: faqsPage,
    structuredData: faqPageJsonLd(faqsPage.groups.flatMap((group) => group.items)),
    meta: pageMeta(faqsPage.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

/**
 * SPEC §2: tabs junior, middle and juniorAcademy. Under 680 px a tab reads
 * its short title; the stylesheet switches them (`faq-wide:`), so the right
 * title shows before the JavaScript arrives. The first tab's answers are in
 * the prerendered page, as <details> that open without JavaScript.
 */
export default function Faqs({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <Section labelledBy="faqs-heading" tone="muted">
      <SectionHeading level="h1" id="faqs-heading" {...page.intro} />
      <Tabs
        label={page.tabsLabel}
        className="mt-10"
        items={page.groups.map((group) => ({
          value: group.value,
          label: (
            <>
              <span className="faq-wide:hidden">{group.shortTitle}</span>
              <span className="faq-wide:inline hidden">{group.title}</span>
            </>
          ),
          content: (
            <div className="rounded-card bg-surface shadow-card px-5 sm:px-8">
              <h2 className="sr-only">{group.title}</h2>
              <Accordion items={group.items} />
            </div>
          ),
        }))}
      />
      <p className="text-ink-soft mt-10">
        {page.more.text}{" "}
        <SmartLink
          href={page.more.link}
          className="text-brand-strong font-semibold underline underline-offset-4"
        >
          {page.more.label}
        </SmartLink>
      </p>
    </Section>
  );
}
