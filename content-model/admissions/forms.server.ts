import { createHash } from "node:crypto";
import { type CallProgramme, callProgrammes } from "../calls/calls.ts";
import { readKidsProgrammes } from "../codeville/kids-programmes.server.ts";
import { ContentError, type ContentProblem, contentRoot } from "../load.ts";
import { readCollection } from "../read.server.ts";
import type { AdmissionForm, Question } from "./forms.ts";

export type AdmissionForms = ReadonlyMap<CallProgramme, AdmissionForm>;

/** A programme as its application form names it ("Kids Code Camp"); its id when it has no form. */
export function programmeNameIn(forms: AdmissionForms, programme: CallProgramme): string {
  return forms.get(programme)?.programme ?? programme;
}

const isProgramme = (name: string): name is CallProgramme =>
  (callProgrammes as readonly string[]).includes(name);

/**
 * The hub's application forms (content/admissions/<programme>.yaml), each
 * checked; a file named after no programme that takes applications is
 * refused with the names it may have.
 */
export function readAdmissionForms(root: string = contentRoot()): AdmissionForms {
  const entries = readCollection("admissions", { root });
  const strays = entries.filter((entry) => !isProgramme(entry.slug));
  if (strays.length > 0) {
    throw new ContentError(
      strays.map((entry) => ({
        file: `admissions/${entry.slug}.yaml`,
        field: "",
        reason: `a form is named after its programme: one of ${callProgrammes.join(", ")}`,
      })),
    );
  }
  const ages = programmeAges(root);
  const problems: ContentProblem[] = [];
  const forms = entries.map((entry) => {
    const programme = entry.slug as CallProgramme;
    const questions = entry.data.questions.map((question, index) => {
      if (!question.programmeAges) return question;
      const taken = ages.get(programme);
      if (taken) return { ...question, minAge: taken.from, maxAge: taken.to };
      problems.push({
        file: `admissions/${entry.slug}.yaml`,
        field: `questions.${index}.programmeAges`,
        reason:
          "only a kids programme whose page gives its ages (like 9-12) can take them: write minAge and maxAge instead",
      });
      return question;
    });
    return [programme, { ...entry.data, questions }] as const;
  });
  if (problems.length > 0) throw new ContentError(problems);
  return new Map(forms);
}

/**
 * The ages each kids programme's page gives (its `ages`, "9-12"), as the
 * first two whole numbers written; Codeville's general form takes any of
 * its programmes' ages. A programme whose ages name no range has none.
 */
function programmeAges(root: string): ReadonlyMap<CallProgramme, { from: number; to: number }> {
  const ranges = readKidsProgrammes(root).flatMap((programme) => {
    const [from, to] = (programme.ages.match(/\d+/g) ?? []).map(Number);
    return from === undefined || to === undefined || from > to
      ? []
      : [[programme.id, { from, to }] as const];
  });
  const all = ranges.map(([, range]) => range);
  const codeville =
    all.length === 0
      ? []
      : [
          [
            "codeville",
            {
              from: Math.min(...all.map((range) => range.from)),
              to: Math.max(...all.map((range) => range.to)),
            },
          ] as const,
        ];
  return new Map<CallProgramme, { from: number; to: number }>([...ranges, ...codeville]);
}

/** A form version's digest: the same questions are one version, whichever instance stores them. */
export function formDigest(form: string, questions: readonly Question[]): string {
  return createHash("sha256").update(JSON.stringify({ form, questions })).digest("hex");
}

/**
 * The version a page shows and its form posts back (decision 245): the
 * start of its digest, enough to tell a form's versions apart.
 */
export function formVersion(form: string, questions: readonly Question[]): string {
  return formDigest(form, questions).slice(0, 16);
}
