import { type LexerHooks, PdfLexer, PdfSyntaxError } from "./pdf-lexer.ts";
import { linkScheme } from "./pdf-string-head.ts";
import { entry, integerOf, nameOf, type PdfValue, PdfValueBuilder } from "./pdf-values.ts";

/**
 * What makes a PDF act instead of being read (ISO 32000-2, 12.6 and 7.11):
 * scripts, actions that run by themselves or reach outside the document,
 * embedded files, multimedia and XFA forms. A name is refused wherever it
 * appears in the file's objects (compressed ones included); names inside page
 * content are drawing resources and are not objects, so never looked at.
 */
const activeNames = new Set([
  "JavaScript",
  "JS",
  "AA",
  "Launch",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "GoToR",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "FileAttachment",
  "XFA",
  "Rendition",
  "Movie",
  "Sound",
  "3D",
]);

export type NameVerdict = "active" | "encrypted" | null;

export function judgeName(name: string): NameVerdict {
  if (activeNames.has(name) || name.startsWith("RichMedia")) return "active";
  // Strings and streams of an encrypted file, object streams included, cannot be read.
  if (name === "Encrypt") return "encrypted";
  return null;
}

/** The start of an HTML document or script, in lower-cased text. */
const markup = /<(script|html|body|iframe|object|embed|svg|meta|!doctype)[\s>/]/;

export function holdsMarkup(window: string): boolean {
  return markup.test(window);
}

/**
 * How an object could serve as the document's /OpenAction: a destination
 * (an array) or a plain "go to" within the document is harmless; any other
 * action runs by itself as the file opens.
 */
export type OpenActionShape = "destination" | "other";

export function openActionShape(value: PdfValue): OpenActionShape {
  if (value.kind === "array") return "destination";
  if (value.kind === "dict" && nameOf(entry(value, "S")) === "GoTo" && !entry(value, "Next")) {
    return "destination";
  }
  return "other";
}

/**
 * Calls `onOpenAction` with each /OpenAction value in `value`, however deep.
 * Only the catalog holds one; walking all of it costs little and misses none.
 */
export function forEachOpenAction(value: PdfValue, onOpenAction: (action: PdfValue) => void) {
  const pending: PdfValue[] = [value];
  while (pending.length > 0) {
    const current = pending.pop() as PdfValue;
    if (current.kind === "array") pending.push(...current.items);
    if (current.kind !== "dict") continue;
    for (const [key, item] of current.entries) {
      if (key === "OpenAction") onOpenAction(item);
      pending.push(item);
    }
  }
}

/** What a link in a résumé may open: a web page or an email. */
const linkSchemes = new Set(["http", "https", "mailto"]);

/**
 * Why a link action in `value` (a `/URI` address, ISO 32000-2, 12.6.4.8) is
 * unsafe, or null: an address with another scheme (`javascript:`, `file:`,
 * `data:`…) runs or reaches what a click on a CV never should, and an address
 * kept in another object cannot be read here. A catalog's /URI base
 * dictionary holds no address to follow.
 */
export function unsafeLinkIn(value: PdfValue): string | null {
  const pending: PdfValue[] = [value];
  while (pending.length > 0) {
    const current = pending.pop() as PdfValue;
    if (current.kind === "array") pending.push(...current.items);
    if (current.kind !== "dict") continue;
    for (const [key, item] of current.entries) {
      if (key === "URI" && item.kind === "ref") return "a link whose address is another object";
      // An address is a string (ISO 32000-2, 12.6.4.8); a reader may still follow a name.
      if (key === "URI" && item.kind !== "string") return "a link whose address is not text";
      if (key === "URI" && item.kind === "string") {
        const scheme = linkScheme(item.head);
        if (scheme !== null && !linkSchemes.has(scheme)) return `a link to a ${scheme}: address`;
      }
      pending.push(item);
    }
  }
  return null;
}

/**
 * The objects of a decoded object stream (ISO 32000-2, 7.5.7): a header of
 * `object offset` pairs, then the objects from /First on. Each is read from
 * the offset its pair gives, as a reader does, not one after the other.
 */
export function readObjectStream(
  dict: PdfValue,
  data: Buffer,
  hooks: Pick<LexerHooks, "onText"> & { onName: (name: string) => void },
  onObject: (object: number, value: PdfValue) => void,
): number[] {
  const count = integerOf(entry(dict, "N"));
  const first = integerOf(entry(dict, "First"));
  if (count === undefined || first === undefined || count < 0 || first < 0 || first > data.length) {
    throw new PdfSyntaxError("an object stream without a valid /N and /First");
  }
  const header: number[] = [];
  const headerLexer = new PdfLexer({
    onToken: (token) => {
      if (token.kind !== "number" || !token.integer || token.value < 0) {
        throw new PdfSyntaxError("an object stream header that is not numbers");
      }
      header.push(token.value);
    },
  });
  for (let at = 0; at < first; at += 1) headerLexer.push(data[at] as number, at);
  headerLexer.finish(first);
  if (header.length < 2 * count) throw new PdfSyntaxError("an object stream header cut short");

  const objects: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const object = header[2 * i] as number;
    const start = first + (header[2 * i + 1] as number);
    if (start >= data.length) throw new PdfSyntaxError("an object stream entry past its end");
    onObject(object, readOneValue(data, start, hooks));
    objects.push(object);
  }
  return objects;
}

function readOneValue(
  data: Buffer,
  start: number,
  hooks: Pick<LexerHooks, "onText"> & { onName: (name: string) => void },
): PdfValue {
  const builder = new PdfValueBuilder();
  let value: PdfValue | null = null;
  const lexer = new PdfLexer({
    onText: hooks.onText,
    onToken: (token) => {
      if (value) return;
      if (token.kind === "name") hooks.onName(token.value);
      value = builder.push(token);
    },
  });
  for (let at = start; at < data.length && !value; at += 1) lexer.push(data[at] as number, at);
  if (!value) {
    lexer.finish(data.length);
    value = builder.finish();
  }
  if (!value) throw new PdfSyntaxError("an empty object in an object stream");
  return value;
}
