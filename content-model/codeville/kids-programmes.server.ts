import { ContentError, type Placeholders } from "../load.ts";
import { readCollection, readSingleton } from "../read.server.ts";
import { type ProgrammeFacts, programmeIds } from "./kids-programmes.ts";

/** The rules every kids programme shares. */
export function readProgrammeRules(root?: string) {
  return readSingleton("codeville/programme-rules", { root, shared: true });
}

/** What a Codeville text may name: "{ages.siteOverview}", "{codeville.learnerPc}". */
export function programmeRulePlaceholders(root?: string): Placeholders {
  const programmeRules = readProgrammeRules(root);
  return {
    ...Object.fromEntries(
      Object.entries(programmeRules.ages).map(([key, value]) => [`ages.${key}`, value]),
    ),
    "codeville.learnerPc": programmeRules.learnerPc,
    "codeville.payment": programmeRules.payment,
    "codeville.afterProgramme": programmeRules.afterProgramme,
  };
}

/** The kids' programmes in SPEC §1's order. */
export function readKidsProgrammes(root?: string): ProgrammeFacts[] {
  const folder = "codeville/programmes";
  const entries = readCollection(folder, {
    placeholders: programmeRulePlaceholders(root),
    root,
    shared: true,
  });
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
