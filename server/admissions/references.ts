import type { Call, CallProgramme } from "#content-model/calls/calls.ts";

/** Three letters per programme, so an applicant's reference says where they applied. */
const programmeLetters = {
  codeville: "CDV",
  "kids-code-camp": "KCC",
  "middle-class": "MCL",
  "junior-academy": "JAC",
  "virtual-camp": "VCP",
  springboard: "SPB",
  "start-up-boost": "SUB",
  sparks: "SPK",
} as const satisfies Record<CallProgramme, string>;

/**
 * "SPK-2024": the programme's letters and the call's year (the first year its
 * edition names, else the year it is applied in); the row's number follows.
 */
export function admissionReferencePrefix(
  call: Pick<Call, "programme" | "edition">,
  now: Date,
): string {
  const year = /\b(\d{4})\b/.exec(call.edition)?.[1] ?? String(now.getUTCFullYear());
  return `${programmeLetters[call.programme]}-${year}`;
}
