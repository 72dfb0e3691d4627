import type { ProgrammeCard } from "./blocks.ts";
import { kidsCardApply } from "./calls.server.ts";
import { codevillePlaceholders, programmePlaceholders } from "./codeville-placeholders.server.ts";
import { programmeCardWordsSchema } from "./codeville-programme-cards.ts";
import { kidsProgrammes } from "./kids-programmes.server.ts";
import { programmePath } from "./kids-programmes.ts";
import { loadEntry } from "./load.ts";
import { readProgrammeCohort } from "./programme-cohort.server.ts";

/**
 * The four programme cards (SPEC §3), from the same records as the pages and
 * the brochure, each card's words filled from its programme ("{programme.title}")
 * and its Apply resolved from its programme's call for the build's date: the
 * call's form while it is open, the closed page otherwise.
 */
export function readProgrammeCards(): ProgrammeCard[] {
  return kidsProgrammes.map((programme) => {
    const words = loadEntry("codeville/programme-cards.yaml", programmeCardWordsSchema, {
      ...codevillePlaceholders,
      ...programmePlaceholders(programme),
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
