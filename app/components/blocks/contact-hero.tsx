import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { ContactDetailsBlock, SectionHeadingContent } from "#content-model/blocks.ts";
import { ContactDetails } from "./contact-details.tsx";

type ContactHeroProps = {
  intro: SectionHeadingContent;
  details: ContactDetailsBlock;
  /** The form, on its card (FormCard). */
  children: React.ReactNode;
};

/** A contact page's opening: its heading, the form, and the other ways to reach the hub beside it. */
export function ContactHero({ intro, details, children }: ContactHeroProps) {
  return (
    <div className="bg-surface-muted">
      <div className="container-page py-14 md:py-20">
        <SectionHeading level="h1" {...intro} />
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[1.6fr_1fr]">
          {children}
          <ContactDetails {...details} />
        </div>
      </div>
    </div>
  );
}
