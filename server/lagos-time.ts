/**
 * The hub's clock. Enugu keeps West Africa Time (Africa/Lagos): UTC+1 all
 * year, with no summer time since 1919, so the offset is added here rather
 * than asked of Intl for each of an export's 100,000 rows.
 */
const lagosOffsetMs = 3_600_000;

/**
 * A stored time (ISO, UTC) in Lagos as `2026-11-27 14:05`: the form Excel,
 * LibreOffice and Google Sheets read as a date and time, and sort as one.
 */
export function lagosTime(iso: string): string {
  const local = new Date(Date.parse(iso) + lagosOffsetMs).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** The staff pages' one way of writing a time, for the server's pages and mails. */
export { lagosTimeInWords } from "#schemas/lagos-time.ts";
