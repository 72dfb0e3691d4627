import { readKidsProgrammes } from "../codeville/kids-programmes.server.ts";
import type { ProgrammeId } from "../codeville/kids-programmes.ts";
import { codevillePlaceholders, programmePlaceholders } from "../codeville/placeholders.server.ts";
import { readSingleton } from "../read.server.ts";
import { buildDate, readCalls } from "./calls.server.ts";
import { currentCall } from "./calls.ts";
import { cohortSection, cohortSummary } from "./programme-cohort.ts";

/** The programme page's shared words, filled for one programme. */
export function readProgrammePageWords(id: ProgrammeId) {
  const programme = readKidsProgrammes().find((candidate) => candidate.id === id);
  if (!programme) throw new Error(`no kids programme ${id}`);
  return readSingleton("codeville/programme-page-words", {
    placeholders: {
      ...codevillePlaceholders(),
      ...programmePlaceholders(programme),
    },
  });
}

/**
 * A programme's cohort on the build's date, from its current call (the open
 * one, else the last): the page's section, and its fee and dates as labelled
 * facts for the page's glance, the card and the brochure. None without a cohort.
 */
export function readProgrammeCohort(id: ProgrammeId, today: string = buildDate()) {
  const call = currentCall(readCalls(today), id, today);
  if (!call?.cohort) return undefined;
  const words = readProgrammePageWords(id).cohort;
  const summary = cohortSummary(call.cohort, words);
  const section = cohortSection(call, words);
  return {
    open: call.open,
    section,
    fee: { label: words.labels.fee, value: summary.fee },
    dates: { label: words.labels.dates, value: summary.dates },
    classes: { label: words.labels.classes, value: summary.classes },
  };
}
