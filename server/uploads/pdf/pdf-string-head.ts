/**
 * The first bytes of a PDF string as a reader decodes them (ISO 32000-2,
 * 7.3.4): escapes and octal codes of a literal string, digit pairs of a hex
 * string. Only a bounded head is kept: enough to read the scheme of a link's
 * address, whatever the string's length.
 */
export const stringHeadBytes = 64;

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
    if (this.head.length < stringHeadBytes) this.head += char;
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
    if (this.head.length < stringHeadBytes) {
      this.head += String.fromCharCode(Number.parseInt(this.pending, 16));
    }
    this.pending = "";
  }
}

/**
 * The scheme of a link's address as a browser reads it: leading spaces and
 * control bytes, a UTF-16 byte order mark and its zero bytes, and tabs and
 * line ends anywhere are ignored, so `(\000j\000a…)` and `( java\nscript:)`
 * are both javascript. Null for an address without a scheme.
 */
export function linkScheme(head: string): string | null {
  let cleaned = "";
  for (const char of head.replace(/^\u00fe\u00ff/, "")) {
    const code = char.charCodeAt(0);
    if (code === 0 || char === "\t" || char === "\n" || char === "\r") continue;
    if (cleaned === "" && code <= 0x20) continue;
    cleaned += char;
  }
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase() ?? null;
}
