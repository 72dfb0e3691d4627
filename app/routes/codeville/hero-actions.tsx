import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { BrochureLink } from "#app/features/codeville/brochure-link.tsx";
import { BrochureForm } from "#app/features/leads/codeville-brochure-form.tsx";
import type { CallToAction } from "#content-model/blocks.ts";
import type { BrochureFormCopy } from "#content-model/codeville/brochure.ts";

type HeroActionsProps = {
  apply: CallToAction;
  brochure: { label: string; link: string; copy: BrochureFormCopy };
};

/**
 * A Codeville hero's two buttons (SPEC §2): Apply, and Download Brochure,
 * which opens the brochure form in a modal (a link to its page before
 * hydration). Composed here because the modal and the form are two features.
 */
export function HeroActions({ apply, brochure }: HeroActionsProps) {
  return (
    <div className="flex flex-wrap gap-3 pt-1">
      <CallToActionLink cta={apply} size="lg" variant="accent" />
      <BrochureLink
        label={brochure.label}
        href={brochure.link}
        copy={brochure.copy}
        className={buttonClasses({ variant: "outlineOnHero", size: "lg" })}
        renderForm={(close) => <BrochureForm copy={brochure.copy} onSent={close} />}
      />
    </div>
  );
}
