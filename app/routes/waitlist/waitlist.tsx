import { FormCard } from "#app/components/blocks/form-card.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { WaitlistForm } from "#app/features/waitlist/waitlist-form.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { readWaitlistPage } from "#content-model/site/waitlist-pages.server.ts";
import type { Route } from "./+types/waitlist";

/** /waitlist/<programme>: the programme's waitlist form (issue 34). */
export function loader({ request, params }: Route.LoaderArgs) {
  const page = readWaitlistPage(params.programme);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page, meta: pageMeta(page.words.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Waitlist({ loaderData: { page } }: Route.ComponentProps) {
  const { words } = page;
  return (
    <Section labelledBy="waitlist-heading">
      {/* In the form's own column: its left edge is the form card's, at every width. */}
      <div className="mx-auto max-w-2xl">
        <SectionHeading
          id="waitlist-heading"
          level="h1"
          eyebrow={words.eyebrow}
          heading={words.heading}
        />
      </div>
      <div className="mx-auto mt-10 max-w-2xl">
        <FormCard heading={words.submitLabel} intro={page.kids ? words.kidsIntro : words.intro}>
          <WaitlistForm programme={page.programme} kids={page.kids} words={words} />
        </FormCard>
      </div>
    </Section>
  );
}
