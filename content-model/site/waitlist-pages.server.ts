import { isKidsWaitlist, isWaitlistProgramme } from "#schemas/waitlist-posts.ts";
import { programmeNameIn, readAdmissionForms } from "../admissions/forms.server.ts";
import { type CallProgramme, callProgrammes } from "../calls/calls.ts";
import { fillAll } from "../fill-words.ts";
import { readSingleton } from "../read.server.ts";
import { programmePages } from "./admission-pages.server.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import type { WaitlistPages } from "./waitlist-pages.ts";

export type WaitlistPage = {
  programme: CallProgramme;
  kids: boolean;
  programmePage: string;
  words: WaitlistPages;
};

/** Every programme has a waitlist: the programmes that take applications (content/calls/). */
export function waitlistProgrammes(): readonly CallProgramme[] {
  return callProgrammes;
}

/** A programme's waitlist page, its words filled with the programme's name; undefined for no programme. */
export function readWaitlistPage(name: string | undefined): WaitlistPage | undefined {
  if (name === undefined || !isWaitlistProgramme(name)) return undefined;
  const programmeName = programmeNameIn(readAdmissionForms(), name);
  return {
    programme: name,
    kids: isKidsWaitlist(name),
    programmePage: programmePages[name],
    words: fillAll(readSingleton("site/waitlist", { placeholders: organisationPlaceholders() }), {
      programme: programmeName,
    }),
  };
}
