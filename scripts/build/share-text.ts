/**
 * The words of a share preview (scripts/build/share-image.tsx): a page's
 * title and description, shortened, when they do not fit the picture, only
 * where a sentence or a phrase ends, never in the middle of one.
 */

/**
 * The page's own title: the part before the first " | ". What follows names
 * the section and the organisation, which the picture shows already.
 */
export function previewTitle(title: string): string {
  return title.split(" | ")[0]?.trim() || title;
}

/** The end of a sentence: its mark, and a closing quote or bracket, before a space or the end. */
const sentenceEnd = /[.!?]["'”’)\]]?(?=\s|$)/g;
/** Where a phrase ends: before a comma, semicolon or colon and its space, or before a dash or bracket. */
const phraseEnd = /[,;:](?=\s)|(?=\s[–—(])/g;

/**
 * The ways to show `text` in fewer words, from the longest: the whole text;
 * then its first sentences; then its beginning up to the end of a phrase,
 * with an ellipsis. A caller takes the first that fits.
 */
export function boundaryCuts(text: string): string[] {
  const whole = text.trim();
  const sentences = [...whole.matchAll(sentenceEnd)]
    .map((match) => whole.slice(0, match.index + match[0].length))
    .filter((cut) => cut.length < whole.length);
  const phrases = [...whole.matchAll(phraseEnd)]
    .map((match) => whole.slice(0, match.index).trimEnd())
    // A phrase cut after a sentence's end would read "word.…": the sentence cut says it.
    .filter((cut) => cut.length > 0 && !/[.!?]["'”’)\]]?$/.test(cut))
    .map((cut) => `${cut}…`);
  const byLength = (a: string, b: string) => b.length - a.length;
  return [whole, ...sentences.sort(byLength), ...phrases.sort(byLength)];
}
