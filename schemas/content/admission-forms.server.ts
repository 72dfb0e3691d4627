import type { AdmissionForm } from "./admission-forms.ts";
import { type CallProgramme, callProgrammes } from "./calls.ts";
import { ContentError, contentRoot } from "./load.ts";
import { readCollection } from "./read.server.ts";

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
  return new Map(entries.map((entry) => [entry.slug as CallProgramme, entry.data]));
}
