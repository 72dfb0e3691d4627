import { ContentError, contentRoot } from "../load.ts";
import { readCollection } from "../read.server.ts";
import {
  type ApplyTarget,
  applyTargetFor,
  type Call,
  closedApplicationPathFor,
  currentCall,
  type KidsProgrammeWithCall,
  kidsNavApplyTarget,
  kidsProgrammeApplyTarget,
  programmesWithSeveralOpenCalls,
} from "./calls.ts";

/**
 * The day the site is built for, YYYY-MM-DD in Enugu's time zone: calls with
 * a closing date close by themselves at the daily rebuild. BUILD_DATE sets
 * another day (tests, or previewing a date ahead).
 */
export function buildDate(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.BUILD_DATE;
  if (given !== undefined && given !== "") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(given))) {
      throw new Error(`BUILD_DATE must be a date as YYYY-MM-DD, not "${given}"`);
    }
    return given;
  }
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date());
}

/**
 * Every call of content/calls/, checked: besides each file's own rules, a
 * programme may have only one call open on the build's date.
 */
export function readCalls(today: string = buildDate(), root: string = contentRoot()): Call[] {
  const entries = readCollection("calls", { root });
  const calls = entries.map((entry) => entry.data);
  const clashes = programmesWithSeveralOpenCalls(calls, today);
  if (clashes.length > 0) {
    throw new ContentError(
      entries
        .filter((entry) => clashes.includes(entry.data.programme))
        .map((entry) => ({
          file: `calls/${entry.slug}.yaml`,
          field: "status",
          reason: `another ${entry.data.programme} call is open on ${today}: close one of them`,
        })),
    );
  }
  return calls;
}

/** The kids nav bar's Apply on the build's date (SPEC §2). */
export function kidsNavApply(today: string = buildDate()): ApplyTarget {
  return kidsNavApplyTarget(readCalls(today), today);
}

/** A kids programme page's Apply on the build's date: its call, the general call, or the closed page. */
export function kidsProgrammeApply(
  programme: KidsProgrammeWithCall,
  today: string = buildDate(),
): ApplyTarget {
  return kidsProgrammeApplyTarget(readCalls(today), programme, today);
}

/** A programme card's Apply on the build's date: its own call, or the closed page. */
export function kidsCardApply(
  programme: KidsProgrammeWithCall,
  today: string = buildDate(),
): ApplyTarget {
  return applyTargetFor(
    currentCall(readCalls(today), programme, today),
    closedApplicationPathFor(programme),
  );
}
