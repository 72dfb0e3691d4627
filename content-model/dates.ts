/**
 * Dates as the site writes them ("31 March 2027"), one source for the
 * pages (content-model/startzone/pages.server.ts) and the editor, which writes
 * each date field's day out beside it ("Wednesday 31 March 2027"), since
 * the browser's own date box shows 03/31/2027 or 31/03/2027 depending on
 * the phone (issue 32, item 9).
 */

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

// Made once: a formatter costs far more to make than to use, and a
// reminders pass or a cohort's mails write thousands of dates.
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const weekdayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });

/** "2027-03-31" as "31 March 2027". */
export function siteDate(isoDate: string): string {
  return dateFormat.format(dayOf(isoDate));
}

/** "2027-03-31" as "Wednesday 31 March 2027". */
export function dayAndDate(isoDate: string): string {
  return `${weekdayFormat.format(dayOf(isoDate))} ${siteDate(isoDate)}`;
}
