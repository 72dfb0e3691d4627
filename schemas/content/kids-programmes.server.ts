import {
  type ProgrammeFacts,
  programmeFileSchema,
  programmeIds,
  programmeRulesSchema,
} from "./kids-programmes.ts";
import { ContentError, loadCollection, loadEntry, type Placeholders } from "./load.ts";

/** The rules every kids programme shares, read once per process. */
export const programmeRules = loadEntry("codeville/programme-rules.yaml", programmeRulesSchema);

/** What a Codeville text may name: "{ages.siteOverview}", "{codeville.learnerPc}". */
export const programmeRulePlaceholders: Placeholders = {
  ...Object.fromEntries(
    Object.entries(programmeRules.ages).map(([key, value]) => [`ages.${key}`, value]),
  ),
  "codeville.learnerPc": programmeRules.learnerPc,
  "codeville.payment": programmeRules.payment,
  "codeville.afterProgramme": programmeRules.afterProgramme,
};

function readProgrammes(): ProgrammeFacts[] {
  const folder = "codeville/programmes";
  const entries = loadCollection(folder, programmeFileSchema, programmeRulePlaceholders);
  const strangers = entries.filter(
    (entry) => !(programmeIds as readonly string[]).includes(entry.slug),
  );
  if (strangers.length > 0) {
    throw new ContentError(
      strangers.map((entry) => ({
        file: `${folder}/${entry.slug}.yaml`,
        field: "",
        reason: `a kids programme's file is named by its id: ${programmeIds.join(", ")}`,
      })),
    );
  }
  return programmeIds.flatMap((id) => {
    const entry = entries.find((candidate) => candidate.slug === id);
    return entry ? [{ id, ...entry.data }] : [];
  });
}

/** The kids' programmes in SPEC §1's order, read once per process. */
export const kidsProgrammes = readProgrammes();
