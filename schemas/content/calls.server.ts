import { type Call, callSchema, programmesWithSeveralOpenCalls } from "./calls.ts";
import { ContentError, loadCollection } from "./load.ts";

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
export function readCalls(today: string = buildDate()): Call[] {
  const entries = loadCollection("calls", callSchema);
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
