import { type ProgrammeId, programmeIds } from "#content-model/codeville/kids-programmes.ts";

/**
 * Old addresses the footer of the former site linked (DECISIONS.md): each is
 * prerendered as a redirect to its programme page.
 */
export const legacyProgrammeRedirects: Readonly<Record<string, ProgrammeId>> = {
  junior: "kids-code-camp",
  "junior-waec": "junior-academy",
};

/** Every slug of the programme route: the four programmes and the legacy paths. */
export const programmeSlugs = [...programmeIds, ...Object.keys(legacyProgrammeRedirects)];
