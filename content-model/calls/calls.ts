import * as z from "zod/mini";
import { admissionFormPath } from "#schemas/admission-posts.ts";
import { httpsAddressSchema } from "../links.ts";
import { sampleMarker } from "../sample.ts";
import { textSchema } from "../text.ts";
import { cohortSchema, instalmentDueDates } from "./cohort.ts";

/**
 * Calls for applications (content/calls/, one file per programme and
 * edition). A call's one status drives every Apply button, banner, card and
 * answer about it; a closing date, which an open call must have, closes it
 * by itself, since the site is rebuilt every day with that day's date
 * (README, "Daily rebuild").
 */

const isoDate = z.iso.date();

/**
 * Programmes that take applications, in the order of SPEC §3's apply-links
 * configuration for the kids' section ("codeville" is its general call, the
 * fallback of every kids programme): the kids' nav Apply takes the last open one.
 */
export const callProgrammes = [
  "codeville",
  "kids-code-camp",
  "middle-class",
  "junior-academy",
  "virtual-camp",
  "springboard",
  "start-up-boost",
  "sparks",
] as const;

export const kidsCallProgrammes = [
  "codeville",
  "kids-code-camp",
  "middle-class",
  "junior-academy",
  "virtual-camp",
] as const satisfies readonly CallProgramme[];

export type CallProgramme = (typeof callProgrammes)[number];
export type KidsProgrammeWithCall = Exclude<(typeof kidsCallProgrammes)[number], "codeville">;

/** A kids programme: a parent applies for their child, and the mails write to the parent. */
export const isKidsProgramme = (programme: CallProgramme): boolean =>
  kidsCallProgrammes.some((kids) => kids === programme);

/** A kids programme with calls of its own: any kids one but Codeville's general call. */
export const isKidsProgrammeWithCall = (
  programme: CallProgramme,
): programme is KidsProgrammeWithCall =>
  programme !== "codeville" && kidsCallProgrammes.some((kids) => kids === programme);

const callShape = {
  programme: z.enum(callProgrammes),
  /** "2024", "2027 cohort 2": names this round of the programme on the site. */
  edition: textSchema,
  status: z.enum(["open", "closed"]),
  /** The first day applications are taken; before it an open call is still closed. */
  opens: z.optional(isoDate),
  /** The last day applications are taken; the next day's build closes the call. */
  closes: z.optional(isoDate),
  /**
   * An application form on another site, opened in a new tab. Without it the
   * call takes applications on the hub's own form at /apply/<call>.
   */
  applyUrl: z.optional(httpsAddressSchema),
  /** The hub's form of another programme (content/admissions/), when not the call's own. */
  form: z.optional(z.enum(callProgrammes)),
  /** What the call offers, for its banner and the programme page's call section. */
  details: z.optional(
    z.strictObject({
      intro: textSchema,
      facts: z
        .array(z.strictObject({ label: textSchema, value: textSchema }))
        .check(z.minLength(1)),
      closing: textSchema,
    }),
  ),
  /** A kids call's edition: its dates, places and fee (content-model/calls/cohort.ts). */
  cohort: z.optional(cohortSchema),
};

export const callSchema = z.strictObject({ ...callShape, sample: sampleMarker(callShape) }).check(
  z.refine((call) => call.applyUrl === undefined || call.form === undefined, {
    message: "a call takes applications on another site's form or on the hub's own, not both",
    path: ["form"],
  }),
  // So that no call stays open for ever: the daily rebuild closes it the day after.
  z.refine((call) => call.status === "closed" || call.closes !== undefined, {
    message: "an open call needs a closing date, so that it closes by itself",
    path: ["closes"],
  }),
  z.refine((call) => !(call.opens && call.closes) || call.opens <= call.closes, {
    message: "the closing date is before the opening date",
    path: ["closes"],
  }),
  z.refine(
    (call) =>
      call.cohort === undefined ||
      (kidsCallProgrammes as readonly string[]).includes(call.programme),
    {
      message: "only a kids programme has a cohort with a fee: Startzone and Sparks are free",
      path: ["cohort"],
    },
  ),
  z.refine((call) => call.cohort?.feePer !== "month" || call.programme === "virtual-camp", {
    message: "a fee per month is for Virtual Camp, whose courses last a month each",
    path: ["cohort", "feePer"],
  }),
  z.refine((call) => call.cohort?.instalments === undefined || call.closes !== undefined, {
    message:
      "a cohort paid in two instalments needs the call's closing date: the first instalment falls due on it",
    path: ["closes"],
  }),
  z.refine(
    (call) =>
      call.cohort?.instalments === undefined ||
      call.closes === undefined ||
      call.closes < instalmentDueDates(call.cohort, call.closes).second,
    {
      message:
        "the second instalment falls due two weeks before the cohort ends, which must be after the closing date, when the first falls due",
      path: ["cohort", "ends"],
    },
  ),
);

export type Call = z.infer<typeof callSchema>;

/**
 * A call's file name, which is its name in the site's addresses
 * (`/apply/start-up-boost-2027`): its programme and its edition
 * ("2027 cohort 2" as 2027-cohort-2). A 2024 call changed into 2027 in place
 * would otherwise stay under its 2024 name, and the 2024 call be gone
 * unnoticed (issue 32, item 9): such a save is refused with the name to use.
 */
export function callFileName(call: Pick<Call, "programme" | "edition">): string {
  const edition = call.edition
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${call.programme}-${edition}`;
}

/** Whether a call takes applications on `today` (YYYY-MM-DD): its status within its dates. */
export function isCallOpen(call: Call, today: string): boolean {
  return (
    call.status === "open" &&
    (call.opens === undefined || call.opens <= today) &&
    (call.closes === undefined || today <= call.closes)
  );
}

/** A call with the state it has on the build's date. */
export type CallOnDate = Call & { open: boolean };

const byEdition = (a: Call, b: Call) => a.edition.localeCompare(b.edition, "en", { numeric: true });

/**
 * A programme's call on `today`: its open call, else its latest edition (so
 * a closed page can still name the last round). Undefined if it never had one.
 */
export function currentCall(
  calls: readonly Call[],
  programme: CallProgramme,
  today: string,
): CallOnDate | undefined {
  const own = calls.filter((call) => call.programme === programme).sort(byEdition);
  const chosen = own.find((call) => isCallOpen(call, today)) ?? own.at(-1);
  return chosen && { ...chosen, open: isCallOpen(chosen, today) };
}

/** Programmes with more than one call open on `today`: the content must say which one applies. */
export function programmesWithSeveralOpenCalls(
  calls: readonly Call[],
  today: string,
): CallProgramme[] {
  return callProgrammes.filter(
    (programme) =>
      calls.filter((call) => call.programme === programme && isCallOpen(call, today)).length > 1,
  );
}

/** The page a kids' Apply leads to when no call is open (SPEC §2, /codeville/closed-app). */
export const closedApplicationPath = "/codeville/closed-app/";

/** The id of a programme's own waitlist button on the closed page. */
export function closedWaitlistAnchor(programme: KidsProgrammeWithCall): string {
  return `waitlist-${programme}`;
}

/**
 * The closed page, for a parent who chose a programme. The page is one
 * prerendered file, so the fragment is how it learns which programme: CSS
 * `:target` puts that programme's waitlist in place of Codeville's, with no
 * script and nothing typed in the address (decision 224).
 */
export function closedApplicationPathFor(programme: KidsProgrammeWithCall): string {
  return `${closedApplicationPath}#${closedWaitlistAnchor(programme)}`;
}

/** Where an Apply control leads: an external form in a new tab, or a page of the site. */
export type ApplyTarget = { href: string; external: boolean };

/** The hub's own application page of a call (issue 34). */
export function applyPath(call: Pick<Call, "programme" | "edition">): string {
  return admissionFormPath(callFileName(call));
}

/** The programme whose form (content/admissions/) a call's applicants fill in. */
export function callFormName(call: Pick<Call, "programme" | "form">): CallProgramme {
  return call.form ?? call.programme;
}

/** Where an open call's Apply leads: its external form in a new tab, or the hub's own form. */
export function openCallApplyTarget(call: Call): ApplyTarget {
  return call.applyUrl
    ? { href: call.applyUrl, external: true }
    : { href: applyPath(call), external: false };
}

/** An open call's form, or the closed-application page (`closedPath`: pointed at a programme). */
export function applyTargetFor(
  call: CallOnDate | undefined,
  closedPath: string = closedApplicationPath,
): ApplyTarget {
  return call?.open ? openCallApplyTarget(call) : { href: closedPath, external: false };
}

/** The kids nav bar's Apply (SPEC §2): the last open call in the order above, or the closed page. */
export function kidsNavApplyTarget(calls: readonly Call[], today: string): ApplyTarget {
  const open = kidsCallProgrammes
    .map((programme) => currentCall(calls, programme, today))
    .filter((call) => call?.open);
  return applyTargetFor(open.at(-1));
}

/** A kids programme page's Apply: its own open call, else the general call, else the closed page. */
export function kidsProgrammeApplyTarget(
  calls: readonly Call[],
  programme: KidsProgrammeWithCall,
  today: string,
): ApplyTarget {
  const own = currentCall(calls, programme, today);
  return applyTargetFor(
    own?.open ? own : currentCall(calls, "codeville", today),
    closedApplicationPathFor(programme),
  );
}
