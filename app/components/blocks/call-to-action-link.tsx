import { Icon } from "#app/components/icons/icon.tsx";
import { type ButtonLook, buttonClasses } from "#app/components/ui/button.tsx";
import { isExternalAddress, SmartLink } from "#app/components/ui/smart-link.tsx";
import type { CallToAction } from "#content-model/blocks.ts";

/** A content call to action drawn as a button; external ones open in a new tab. */
export function CallToActionLink({ cta, variant, size }: { cta: CallToAction } & ButtonLook) {
  return (
    <SmartLink href={cta.link} external={cta.external} className={buttonClasses({ variant, size })}>
      {cta.label}
      <Icon
        name={(cta.external ?? isExternalAddress(cta.link)) ? "arrow-external" : "arrow-right"}
      />
    </SmartLink>
  );
}

/** The calls to action of a dark band or hero: the first stands out, the rest are outlined. */
export function HeroCallsToAction({ ctas }: { ctas: readonly CallToAction[] }) {
  return ctas.map((cta, index) => (
    <CallToActionLink
      key={cta.label}
      cta={cta}
      size="lg"
      variant={index === 0 ? "accent" : "outlineOnHero"}
    />
  ));
}
