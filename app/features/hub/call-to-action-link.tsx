import { ArrowRightIcon, ArrowUpRightIcon } from "lucide-react";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import type { CallToAction } from "#content/content-schemas.ts";

type CallToActionLinkProps = {
  cta: CallToAction;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

/** A content call to action drawn as a button; external ones open in a new tab. */
export function CallToActionLink({ cta, variant, size, className }: CallToActionLinkProps) {
  const Icon = cta.external ? ArrowUpRightIcon : ArrowRightIcon;
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <SmartLink href={cta.link} external={cta.external}>
        {cta.label}
        <Icon aria-hidden />
      </SmartLink>
    </Button>
  );
}
