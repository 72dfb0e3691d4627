import type { ReactNode } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import type { ProgrammeButton } from "#content-model/startzone/pages.server.ts";

type ProgrammeStatusButtonProps = {
  button: ProgrammeButton;
  /** Shown under a closed button: where a founder can go meanwhile. */
  children?: ReactNode;
};

/**
 * A Startzone programme page's status button (SPEC §2), following its call:
 * "APPLICATIONS ARE OPEN" to the form (another site's in a new tab), or a disabled
 * "APPLICATIONS ARE CLOSED" that leads nowhere, with a note.
 */
export function ProgrammeStatusButton({ button, children }: ProgrammeStatusButtonProps) {
  if (button.open) {
    return (
      <SmartLink
        href={button.link}
        external={button.external}
        className={buttonClasses({ variant: "accent", size: "lg" }, "mt-1")}
      >
        {button.label}
        {button.external ? <Icon name="arrow-external" /> : null}
      </SmartLink>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2 pt-1">
      <button
        type="button"
        disabled
        className={buttonClasses({ variant: "outlineOnHero", size: "lg" })}
      >
        {button.label}
      </button>
      <p className="text-small text-on-hero/85">{button.note}</p>
      {children}
    </div>
  );
}
