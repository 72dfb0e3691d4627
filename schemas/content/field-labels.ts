/**
 * A content field's name as staff read it: the editor labels its fields with
 * it (staff/editor/zod-to-keystatic.ts), and the staff side names a field the
 * same way when it points to one (the sample facts), so both say "Apply URL".
 */

/** Words of the content's keys that staff read in capitals. */
const acronyms = new Set(["cta", "faq", "id", "pdf", "seo", "url"]);

/** "applyUrl" → "Apply URL", "seo" → "SEO": the field's key as staff read it. */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => (acronyms.has(word) ? word.toUpperCase() : word))
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A nested field's path as staff read it: "address.street" → "Address › Street". */
export function fieldPathLabel(path: string): string {
  return path.split(".").map(labelFor).join(" › ");
}
