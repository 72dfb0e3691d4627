/**
 * The first bytes of a PDF string as a reader decodes them (ISO 32000-2,
 * 7.3.4): escapes and octal codes of a literal string, digit pairs of a hex
 * string. Only a bounded head is kept: enough to read the scheme of a link's
 * address, whatever the string's length. What a browser skips before or
 * inside a scheme (see `linkScheme`) is not kept, so no run of spaces, tabs
 * or zero bytes, however long, pushes the scheme out of the head.
 */
export const stringHeadBytes = 64;

/** Byte order marks as their bytes read one by one: UTF-16 big and little endian, UTF-8. */
const byteOrderMarks = ["\u00fe\u00ff", "\u00ff\u00fe", "\u00ef\u00bb\u00bf"];

/** Whether `text` is nothing yet, or a byte order mark or the start of one. */
const nothingYet = (text: string) => byteOrderMarks.some((mark) => mark.startsWith(text));

/** Bytes a browser drops anywhere in an address: zero bytes (UTF-16's high bytes), tabs and line ends. */
const droppedAnywhere = (code: number) =>
  code === 0 || code === 0x09 || code === 0x0a || code === 0x0d;

/** Appends a decoded byte to a head, as `linkScheme` will read it. */
function appendToHead(head: string, char: string): string {
  const code = char.charCodeAt(0);
  if (droppedAnywhere(code)) return head;
  // Leading spaces and control bytes, after any byte order mark.
  if (code <= 0x20 && nothingYet(head)) return head;
  return head.length < stringHeadBytes ? head + char : head;
}

const escapes: Record<string, string> = {
  n: "\n",
  r: "\r",
  t: "\t",
  b: "\b",
  f: "\f",
  "(": "(",
  ")": ")",
  "\\": "\\",
};

const isOctal = (char: string) => char >= "0" && char <= "7";

export class LiteralStringHead {
  private head = "";
  /** After a backslash: "" for the escape's first byte, or the octal digits read so far. */
  private escape: string | null = null;

  /** A byte of the string's content (the outer parentheses excluded). */
  push(byte: number): void {
    const char = String.fromCharCode(byte);
    if (this.escape === null) {
      if (char === "\\") this.escape = "";
      else this.add(char);
      return;
    }
    if (isOctal(char) && this.escape.length < 3) {
      this.escape += char;
      if (this.escape.length === 3) this.endOctal();
      return;
    }
    if (this.escape.length > 0) {
      this.endOctal();
      this.push(byte);
      return;
    }
    this.escape = null;
    // A backslash before an end of line continues the string on the next line.
    if (char !== "\n" && char !== "\r") this.add(escapes[char] ?? char);
  }

  /** The decoded head, once the string is closed. */
  value(): string {
    if (this.escape) this.endOctal();
    return this.head;
  }

  private endOctal(): void {
    this.add(String.fromCharCode(Number.parseInt(this.escape ?? "0", 8) & 0xff));
    this.escape = null;
  }

  private add(char: string): void {
    this.head = appendToHead(this.head, char);
  }
}

export class HexStringHead {
  private head = "";
  private pending = "";

  /** A hex digit of the string (whitespace between digits is skipped by the caller). */
  push(byte: number): void {
    this.pending += String.fromCharCode(byte);
    if (this.pending.length === 2) this.flush();
  }

  value(): string {
    // An odd last digit is followed by an assumed 0.
    if (this.pending) {
      this.pending += "0";
      this.flush();
    }
    return this.head;
  }

  private flush(): void {
    this.head = appendToHead(this.head, String.fromCharCode(Number.parseInt(this.pending, 16)));
    this.pending = "";
  }
}

/**
 * The scheme of a link's address as a browser reads it: a byte order mark
 * (UTF-16 either way, UTF-8), leading spaces and control bytes, and zero
 * bytes, tabs and line ends anywhere are ignored, so `(\000j\000a…)` and
 * `( java\nscript:)` are both javascript. Null for an address without a scheme.
 */
export function linkScheme(head: string): string | null {
  let cleaned = "";
  for (const char of head) cleaned = appendToHead(cleaned, char);
  const mark = byteOrderMarks.find((candidate) => cleaned.startsWith(candidate)) ?? "";
  let text = cleaned.slice(mark.length);
  while (text !== "" && text.charCodeAt(0) <= 0x20) text = text.slice(1);
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase() ?? null;
}
