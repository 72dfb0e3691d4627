import { sparksPath, startzonePaths } from "#schemas/section-paths.ts";
import { waitlistFormPath } from "#schemas/waitlist-paths.ts";
import { formVersion, readAdmissionForms } from "../admissions/forms.server.ts";
import type { AdmissionForm } from "../admissions/forms.ts";
import type { StepsBlock } from "../blocks.ts";
import { buildDate, readCalls } from "../calls/calls.server.ts";
import {
  type Call,
  type CallProgramme,
  callFileName,
  callFormName,
  isCallOpen,
  isKidsProgrammeWithCall,
} from "../calls/calls.ts";
import { readProgrammePageWords } from "../calls/programme-cohort.server.ts";
import { type CohortSection, cohortSection, cohortSummary } from "../calls/programme-cohort.ts";
import { programmePath } from "../codeville/kids-programmes.ts";
import { siteDate } from "../dates.ts";
import { fillAll } from "../fill-words.ts";
import { readSingleton } from "../read.server.ts";
import { readSparksLandingPage } from "../sparks/pages.server.ts";
import { applicationSteps } from "../startzone/pages.server.ts";
import type { AdmissionPages } from "./admission-pages.ts";
import { organisationPlaceholders } from "./identity.server.ts";

/** The calls that take applications on the hub's own form: one page each, open or closed. */
export function ownFormCalls(today: string = buildDate()): Call[] {
  return readCalls(today).filter((call) => !call.applyUrl);
}

/** Each programme's own page, where a closed call's applicants are sent. */
export const programmePages: Record<CallProgramme, string> = {
  codeville: "/codeville/programmes",
  "kids-code-camp": programmePath("kids-code-camp"),
  "middle-class": programmePath("middle-class"),
  "junior-academy": programmePath("junior-academy"),
  "virtual-camp": programmePath("virtual-camp"),
  springboard: startzonePaths.springboard,
  "start-up-boost": startzonePaths.startupBoost,
  sparks: sparksPath,
};

/** The selection steps a programme's page lists, if it lists them. */
function selectionSteps(programme: CallProgramme): StepsBlock | null {
  if (programme === "sparks") return readSparksLandingPage().howItWorks;
  if (programme === "springboard" || programme === "start-up-boost") return applicationSteps();
  return null;
}

export type ApplyPage = {
  call: string;
  open: boolean;
  programmePage: string;
  /** The programme's waitlist form, which a closed call's page leads to. */
  waitlistPage: string;
  form: AdmissionForm;
  words: AdmissionPages;
  steps: StepsBlock | null;
  /** A kids call's cohort (dates, class times, places, fee and ways to pay); null for the others. */
  cohort: CohortSection | null;
  /** The day the page is built on: its date questions' bounds count from it. */
  today: string;
  /** The form's version, which its post names (decision 245). */
  version: string;
};

/**
 * The cohort an open call fills, in the words and from the record its
 * programme page uses (the call's `cohort`), so the parent deciding to apply
 * sees the same fee and dates. The programme page gives the class times in
 * its facts at a glance, which this page has not: they join the dates here.
 */
function applyCohort(call: Call, open: boolean): CohortSection | null {
  if (!open || !call.cohort || !isKidsProgrammeWithCall(call.programme)) return null;
  const words = readProgrammePageWords(call.programme).cohort;
  const section = cohortSection({ ...call, open }, words);
  if (!section) return null;
  const classes = { label: words.labels.classes, value: cohortSummary(call.cohort, words).classes };
  const facts = section.facts.flatMap((fact) =>
    fact.label === words.labels.dates ? [fact, classes] : [fact],
  );
  return { ...section, facts };
}

/** The page of one call's application form on `today`; undefined for a call without one. */
export function readApplyPage(name: string, today: string = buildDate()): ApplyPage | undefined {
  const call = ownFormCalls(today).find((candidate) => callFileName(candidate) === name);
  const form = call && readAdmissionForms().get(callFormName(call));
  if (!call || !form) return undefined;
  const words = fillAll(
    readSingleton("site/admission-pages", { placeholders: organisationPlaceholders() }),
    {
      programme: form.programme,
      edition: call.edition,
      closes: call.closes ? siteDate(call.closes) : "",
    },
  );
  const open = isCallOpen(call, today);
  return {
    call: name,
    open,
    programmePage: programmePages[call.programme],
    waitlistPage: waitlistFormPath(call.programme),
    form,
    words,
    steps: selectionSteps(call.programme),
    cohort: applyCohort(call, open),
    today,
    version: formVersion(callFormName(call), form.questions),
  };
}
