import type { ProgrammeCard } from "../blocks.ts";
import { kidsCardApply } from "../calls/calls.server.ts";
import { readProgrammeCohort } from "../calls/programme-cohort.server.ts";
import { readSingleton } from "../read.server.ts";
import { readKidsProgrammes } from "./kids-programmes.server.ts";
import { programmePath } from "./kids-programmes.ts";
import { codevillePlaceholders, programmePlaceholders } from "./placeholders.server.ts";

/**
 * The four programme cards (SPEC §3), from the same records as the pages and
 * the brochure, each card's words filled from its programme ("{programme.title}")
 * and its Apply resolved from its programme's call for the build's date: the
 * call's form while it is open, the closed page otherwise.
 */
export function readProgrammeCards(): ProgrammeCard[] {
  const shared = codevillePlaceholders();
  return readKidsProgrammes().map((programme) => {
    const words = readSingleton("codeville/programme-cards", {
      placeholders: {
        ...shared,
        ...programmePlaceholders(programme),
      },
    });
    const apply = kidsCardApply(programme.id);
    const cohort = readProgrammeCohort(programme.id);
    return {
      type: programme.cardType,
      title: programme.title,
      ageLimit: programme.ageLimit,
      ageLabel: words.ageLabel,
      description: programme.summary,
      comment: words.comment,
      details: { label: words.detailsLabel, link: programmePath(programme.id) },
      apply: { label: words.applyLabel, link: apply.href, external: apply.external },
      // A closed call's dates are past: its card keeps the fee only.
      ...(cohort && { facts: cohort.open ? [cohort.fee, cohort.dates] : [cohort.fee] }),
    };
  });
}
