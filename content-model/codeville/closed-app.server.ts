import { waitlistFormPath } from "#schemas/waitlist-paths.ts";
import { programmeNameIn, readAdmissionForms } from "../admissions/forms.server.ts";
import {
  closedWaitlistAnchor,
  isKidsProgrammeWithCall,
  kidsCallProgrammes,
} from "../calls/calls.ts";
import { readSingleton } from "../read.server.ts";
import { externalLinkPlaceholders } from "../site/external-links.server.ts";
import { organisationPlaceholders } from "../site/identity.server.ts";

/** A waitlist button of the closed page: Codeville's, or a programme's under its anchor. */
export type ClosedPageWaitlist = { label: string; link: string; anchor?: string };

/** The page every closed kids call's Apply leads to. */
export function readClosedAppPage() {
  return readSingleton("codeville/closed-app", {
    placeholders: {
      ...organisationPlaceholders(),
      ...externalLinkPlaceholders(),
    },
  });
}

/**
 * The closed page's waitlist buttons: Codeville's, shown to a parent who came
 * from the nav bar, and each kids programme's, shown instead when the address's
 * fragment names it (a programme's Apply, `closedApplicationPathFor`).
 */
export function closedPageWaitlists(words: ReturnType<typeof readClosedAppPage>["waitlist"]): {
  codeville: ClosedPageWaitlist;
  programmes: ClosedPageWaitlist[];
} {
  const forms = readAdmissionForms();
  return {
    codeville: { label: words.label, link: waitlistFormPath("codeville") },
    programmes: kidsCallProgrammes.filter(isKidsProgrammeWithCall).map((programme) => ({
      label: words.programmeLabel.replace("{programme}", programmeNameIn(forms, programme)),
      link: waitlistFormPath(programme),
      anchor: closedWaitlistAnchor(programme),
    })),
  };
}
