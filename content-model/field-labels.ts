/**
 * A content field's name as the editor shows it, from its key in the schema
 * ("applyUrl" → "Apply URL"): the editor's labels (keystatic/zod-to-keystatic.ts),
 * the Publish page's words for a field to fix or a field that changed, and the
 * sample facts' list are the same words.
 */

/** Words of the content's keys that staff read in capitals. */
const acronyms = new Set(["cta", "faq", "id", "pdf", "seo", "url"]);

/** "applyUrl" → "Apply URL", "seo" → "SEO": the field's key as staff read it. */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => {
      if (acronyms.has(word)) return word.toUpperCase();
      // A list of them: "ctas" → "CTAs".
      const singular = word.slice(0, -1);
      return word.endsWith("s") && acronyms.has(singular) ? `${singular.toUpperCase()}s` : word;
    })
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A field's place in an entry, in the editor's words: "sections.2.title" →
 * "Sections › item 3 › Title" (lists count from 1, as a person does); a
 * picture's `src` is the picture itself, as the editor's picture field shows it.
 */
export function fieldPathInWords(field: string): string {
  if (field === "") return "";
  return field
    .split(".")
    .map((step) => {
      if (/^\d+$/.test(step)) return `item ${Number(step) + 1}`;
      return step === "src" ? "Picture" : labelFor(step);
    })
    .join(" › ");
}
