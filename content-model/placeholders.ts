/**
 * `{record.field}` in a content text: filled from that record when content is
 * read (content-model/load.ts), so a name or an address is written once. A
 * module of its own because the editor, in the browser, accepts one where an
 * address is expected (keystatic/zod-to-keystatic.ts).
 */
export const placeholderSource = String.raw`\{([A-Za-z]\w*\.[A-Za-z]\w*)\}`;
