/**
 * How every page of the staff side writes a time: in Lagos (Africa/Lagos,
 * WAT), the hub's clock, whatever zone the browser or the server runs in, and
 * always in the same words: `27 November 2026 at 14:05`. The staff UI, the
 * server-drawn staff pages, the preview's band and the audit's sentences read
 * it here, so a time never reads one way on one page and another elsewhere.
 */

const lagosWords = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  dateStyle: "long",
  timeStyle: "short",
});

/** A stored time (ISO, or a Date) in Lagos as a sentence reads it: `27 November 2026 at 14:05`. */
export function lagosTimeInWords(at: string | Date): string {
  return lagosWords.format(typeof at === "string" ? new Date(at) : at);
}
