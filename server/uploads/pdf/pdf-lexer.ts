/**
 * The tokens of PDF syntax (ISO 32000-2, 7.2 and 7.3), read one byte at a
 * time so that a file can be checked as it streams in, whatever the chunk
 * boundaries. Strings are not kept, only their decoded head (for a link's
 * scheme) and whether they hold markup (see pdf-check.ts); names are decoded (`/J#61vaScript` is `/JavaScript`), as a
 * PDF reader decodes them.
 */
export type PdfToken =
  | { kind: "name"; value: string; start: number; end: number }
  | { kind: "number"; value: number; integer: boolean; start: number; end: number }
  | { kind: "keyword"; value: string; start: number; end: number }
  | { kind: "string"; head: string; start: number; end: number }
  | { kind: "comment"; text: string; start: number; end: number }
  | { kind: "open" | "close"; value: "<<" | ">>" | "[" | "]"; start: number; end: number };

import { HexStringHead, LiteralStringHead } from "./pdf-string-head.ts";

/** Why the bytes are not PDF syntax. */
export class PdfSyntaxError extends Error {}

const whitespace = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) whitespace[byte] = 1;
const delimiter = new Uint8Array(256);
for (const char of "()<>[]{}/%") delimiter[char.charCodeAt(0)] = 1;

export const isPdfWhitespace = (byte: number) => whitespace[byte] === 1;
const isRegular = (byte: number) => whitespace[byte] === 0 && delimiter[byte] === 0;
const isHexDigit = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) ||
  (byte >= 0x41 && byte <= 0x46) ||
  (byte >= 0x61 && byte <= 0x66);

/** Longer than any name or keyword a reader accepts (names: 127 bytes). */
const tokenMaxBytes = 255;
/** What a comment or a string is checked for: the first bytes of an HTML document or script. */
const markupWindowBytes = 16;

type State =
  | "between"
  | "comment"
  | "string"
  | "hex"
  | "lessThan"
  | "greaterThan"
  | "name"
  | "regular";

const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Decodes a name's `#xx` escapes; a bad escape is kept as written, as readers do. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

export type LexerHooks = {
  onToken: (token: PdfToken) => void;
  /** The bytes of each comment and string, lower-cased, a window at a time, for the markup check. */
  onText?: (window: string, offset: number) => void;
};

/** A push lexer: `push` each byte with its offset in the file, `finish` at the end. */
export class PdfLexer {
  private state: State = "between";
  private start = 0;
  private text = "";
  private depth = 0;
  private escaped = false;
  private literalHead = new LiteralStringHead();
  private hexHead = new HexStringHead();

  constructor(private readonly hooks: LexerHooks) {}

  push(byte: number, offset: number): void {
    switch (this.state) {
      case "between":
        this.begin(byte, offset);
        return;
      case "comment":
        if (byte === 0x0a || byte === 0x0d) {
          this.emitText(offset);
          this.hooks.onToken({ kind: "comment", text: this.text, start: this.start, end: offset });
          this.state = "between";
          this.begin(byte, offset);
          return;
        }
        this.keep(byte, offset, true);
        return;
      case "string":
        this.stringByte(byte, offset);
        return;
      case "hex":
        if (byte === 0x3e) {
          const head = this.hexHead.value();
          this.hooks.onToken({ kind: "string", head, start: this.start, end: offset + 1 });
          this.state = "between";
        } else if (isHexDigit(byte)) {
          this.hexHead.push(byte);
        } else if (!isPdfWhitespace(byte)) {
          throw new PdfSyntaxError(
            `a hex string holds ${JSON.stringify(String.fromCharCode(byte))}`,
          );
        }
        return;
      case "lessThan":
        if (byte === 0x3c) {
          this.hooks.onToken({ kind: "open", value: "<<", start: this.start, end: offset + 1 });
          this.state = "between";
          return;
        }
        this.state = "hex";
        this.hexHead = new HexStringHead();
        this.push(byte, offset);
        return;
      case "greaterThan":
        if (byte !== 0x3e) throw new PdfSyntaxError("a lone '>' outside a hex string");
        this.hooks.onToken({ kind: "close", value: ">>", start: this.start, end: offset + 1 });
        this.state = "between";
        return;
      case "name":
      case "regular":
        if (isRegular(byte)) {
          this.keep(byte, offset, false);
          return;
        }
        this.emitWord(offset);
        this.begin(byte, offset);
        return;
    }
  }

  /** The end of the input: a token still open is finished, or is an error if it cannot be. */
  finish(offset: number): void {
    if (this.state === "name" || this.state === "regular") this.emitWord(offset);
    else if (this.state === "comment") {
      this.hooks.onToken({ kind: "comment", text: this.text, start: this.start, end: offset });
    } else if (this.state !== "between") {
      throw new PdfSyntaxError("the file ends inside a string or a dictionary marker");
    }
    this.state = "between";
  }

  private begin(byte: number, offset: number): void {
    if (isPdfWhitespace(byte)) return;
    this.start = offset;
    this.text = "";
    switch (byte) {
      case 0x25: // %
        this.state = "comment";
        return;
      case 0x28: // (
        this.state = "string";
        this.depth = 1;
        this.escaped = false;
        this.literalHead = new LiteralStringHead();
        return;
      case 0x29: // )
        throw new PdfSyntaxError("a ')' outside a string");
      case 0x3c: // <
        this.state = "lessThan";
        return;
      case 0x3e: // >
        this.state = "greaterThan";
        return;
      case 0x5b: // [
      case 0x5d: // ]
        this.hooks.onToken({
          kind: byte === 0x5b ? "open" : "close",
          value: byte === 0x5b ? "[" : "]",
          start: offset,
          end: offset + 1,
        });
        return;
      case 0x7b: // { and } belong to PostScript calculator functions, which live in streams.
      case 0x7d:
        throw new PdfSyntaxError("a brace outside a stream");
      case 0x2f: // /
        this.state = "name";
        return;
      default:
        this.state = "regular";
        this.keep(byte, offset, false);
    }
  }

  private stringByte(byte: number, offset: number): void {
    this.keep(byte, offset, true);
    if (this.escaped) {
      this.escaped = false;
      this.literalHead.push(byte);
      return;
    }
    if (byte === 0x5c) this.escaped = true;
    else if (byte === 0x28) this.depth += 1;
    else if (byte === 0x29) {
      this.depth -= 1;
      if (this.depth === 0) {
        this.emitText(offset);
        const head = this.literalHead.value();
        this.hooks.onToken({ kind: "string", head, start: this.start, end: offset + 1 });
        this.state = "between";
        return;
      }
    }
    this.literalHead.push(byte);
  }

  /** Keeps a token's bytes: a word whole (bounded), a comment or string as a sliding window. */
  private keep(byte: number, offset: number, windowed: boolean): void {
    this.text += String.fromCharCode(byte);
    if (!windowed) {
      if (this.text.length > tokenMaxBytes) throw new PdfSyntaxError("a name or keyword too long");
      return;
    }
    if (this.text.length >= 2 * markupWindowBytes) {
      this.emitText(offset);
      this.text = this.text.slice(-markupWindowBytes);
    }
  }

  private emitText(offset: number): void {
    this.hooks.onText?.(this.text.toLowerCase(), offset);
  }

  private emitWord(offset: number): void {
    const start = this.start;
    if (this.state === "name") {
      this.hooks.onToken({ kind: "name", value: decodeName(this.text), start, end: offset });
    } else if (numberPattern.test(this.text)) {
      this.hooks.onToken({
        kind: "number",
        value: Number(this.text),
        integer: /^[+-]?\d+$/.test(this.text),
        start,
        end: offset,
      });
    } else {
      this.hooks.onToken({ kind: "keyword", value: this.text, start, end: offset });
    }
    this.state = "between";
  }
}
