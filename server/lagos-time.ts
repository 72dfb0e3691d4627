/** The hub's clock: Enugu keeps West Africa Time (Africa/Lagos, UTC+1, no summer time). */
const lagosParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const lagosLong = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  dateStyle: "long",
  timeStyle: "short",
});

/**
 * A stored time (ISO, UTC) in Lagos as `2026-11-27 14:05`: the form Excel,
 * LibreOffice and Google Sheets read as a date and time, and sort as one.
 */
export function lagosTime(iso: string): string {
  const parts = Object.fromEntries(
    lagosParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A stored time in Lagos as a sentence reads it: `27 November 2026 at 14:05`. */
export function lagosTimeInWords(iso: string): string {
  return lagosLong.format(new Date(iso));
}
