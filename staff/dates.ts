/** A stored time as the staff read it, in their own time zone (on the hub's phones, Lagos). */
export function formatDate(iso: string) {
  return new Date(iso).toLocaleString("en-NG", { dateStyle: "medium", timeStyle: "short" });
}

/** A stored time as a sentence says it: "27 November 2026 at 14:05". */
export function formatDateInWords(iso: string) {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short" });
}
