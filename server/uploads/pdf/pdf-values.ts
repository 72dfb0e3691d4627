import { PdfSyntaxError, type PdfToken } from "./pdf-lexer.ts";

/**
 * PDF objects as far as the check needs them: dictionaries and arrays with
 * their contents, names and numbers, references, and strings with only
 * their decoded head (ISO 32000-2, 7.3).
 */
export type PdfValue =
  | { kind: "dict"; entries: Map<string, PdfValue> }
  | { kind: "array"; items: PdfValue[] }
  | { kind: "name"; value: string }
  | { kind: "number"; value: number; integer: boolean }
  | { kind: "ref"; object: number }
  | { kind: "string"; head: string }
  | { kind: "keyword"; value: string };

/** Deeper nesting is no document's and only makes a reader recurse. */
const maxDepth = 100;
/** Items in one object: a font's widths run to thousands; millions are an attack on memory. */
const maxItems = 1_000_000;

type Container =
  | { kind: "dict"; entries: Map<string, PdfValue>; key: string | null }
  | { kind: "array"; items: PdfValue[] };

/**
 * Builds one value from tokens pushed one at a time; `push` answers the value
 * once it is whole. A number may be the first of a reference (`12 0 R`), so a
 * number on its own is whole only once a token after it shows it is not one:
 * that token is then not part of the value, and the caller handles it.
 */
export class PdfValueBuilder {
  private readonly stack: Container[] = [];
  /** Numbers not yet known to be values: `12`, or `12 0` awaiting an R. */
  private pending: Extract<PdfValue, { kind: "number" }>[] = [];
  private items = 0;

  /** Answers the whole value, or null while it is still being built. */
  push(token: PdfToken): PdfValue | null {
    if (token.kind === "comment") return null;
    if (token.kind === "keyword" && token.value === "R") {
      const [object, generation] = this.pending.slice(-2);
      if (!object?.integer || !generation?.integer || this.pending.length < 2) {
        throw new PdfSyntaxError("an R without an object and generation number");
      }
      this.pending = this.pending.slice(0, -2);
      this.flushIntoContainer();
      return this.add({ kind: "ref", object: object.value });
    }
    if (token.kind === "number") {
      this.pending.push({ kind: "number", value: token.value, integer: token.integer });
      // Only the last two numbers can still become a reference.
      return this.pending.length > 2 ? this.add(this.pending.shift() as PdfValue) : null;
    }
    if (this.stack.length === 0 && this.pending.length > 0) return this.pending[0] as PdfValue;
    this.flushIntoContainer();
    return this.consume(token);
  }

  /** The input ends: a number on its own is whole; an open container is an error. */
  finish(): PdfValue | null {
    if (this.stack.length > 0) throw new PdfSyntaxError("an object ends inside a container");
    return this.pending[0] ?? null;
  }

  private flushIntoContainer(): void {
    if (this.stack.length === 0) return;
    for (const number of this.pending) this.add(number);
    this.pending = [];
  }

  private consume(token: PdfToken): PdfValue | null {
    switch (token.kind) {
      case "open":
        if (this.stack.length >= maxDepth) throw new PdfSyntaxError("nesting too deep");
        this.stack.push(
          token.value === "<<"
            ? { kind: "dict", entries: new Map(), key: null }
            : { kind: "array", items: [] },
        );
        return null;
      case "close": {
        const top = this.stack.pop();
        const expected = top?.kind === "dict" ? ">>" : "]";
        if (!top || token.value !== expected)
          throw new PdfSyntaxError(`an unmatched ${token.value}`);
        if (top.kind === "dict" && top.key !== null) {
          throw new PdfSyntaxError(`the key /${top.key} has no value`);
        }
        return this.add(
          top.kind === "dict"
            ? { kind: "dict", entries: top.entries }
            : { kind: "array", items: top.items },
        );
      }
      case "name":
        return this.add({ kind: "name", value: token.value });
      case "string":
        return this.add({ kind: "string", head: token.head });
      case "keyword":
        if (token.value === "true" || token.value === "false" || token.value === "null") {
          return this.add({ kind: "keyword", value: token.value });
        }
        throw new PdfSyntaxError(`the keyword ${token.value} inside an object`);
      default:
        return null;
    }
  }

  /** Puts a value in its container; answers it when it is the top-level value. */
  private add(value: PdfValue): PdfValue | null {
    this.items += 1;
    if (this.items > maxItems) throw new PdfSyntaxError("an object with too many items");
    const top = this.stack.at(-1);
    if (!top) return value;
    if (top.kind === "array") {
      top.items.push(value);
    } else if (top.key === null) {
      if (value.kind !== "name") throw new PdfSyntaxError("a dictionary key that is not a name");
      top.key = value.value;
    } else {
      top.entries.set(top.key, value);
      top.key = null;
    }
    return null;
  }
}

/** An entry of a dictionary, or undefined. */
export function entry(value: PdfValue | undefined, key: string): PdfValue | undefined {
  return value?.kind === "dict" ? value.entries.get(key) : undefined;
}

export function integerOf(value: PdfValue | undefined): number | undefined {
  return value?.kind === "number" && value.integer ? value.value : undefined;
}

export function nameOf(value: PdfValue | undefined): string | undefined {
  return value?.kind === "name" ? value.value : undefined;
}
