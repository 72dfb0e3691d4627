import { PdfSyntaxError, type PdfToken } from "./pdf-lexer.ts";
import { entry, integerOf, type PdfValue } from "./pdf-values.ts";

/**
 * What the cross-reference sections of a file say (ISO 32000-2, 7.5.4 and
 * 7.5.8): where each object starts, or which object stream holds it. A
 * reader finds objects only through them, so the check verifies that each
 * names an object it read itself, at that very place: an object hidden
 * inside a stream's data, which a sequential read never sees, then makes the
 * file refused instead of read past.
 */
export type XrefEntry =
  | { object: number; at: number }
  | { object: number; inStream: number; index: number };

/** More entries than this is no résumé, and would hold memory for nothing. */
const maxEntries = 2_000_000;

/** Reads a classic table (`xref`, subsections of `start count`, entries `offset gen n|f`). */
export class XrefTableReader {
  private numbers: number[] = [];
  private next = 0;
  private left = 0;

  constructor(private readonly entries: XrefEntry[]) {}

  push(token: PdfToken): void {
    if (token.kind === "number" && token.integer) {
      this.numbers.push(token.value);
      if (this.left === 0 && this.numbers.length === 2) {
        [this.next, this.left] = this.numbers as [number, number];
        this.numbers = [];
        if (this.left < 0 || this.next < 0) throw new PdfSyntaxError("a bad xref subsection");
      }
      return;
    }
    if (token.kind === "keyword" && (token.value === "n" || token.value === "f")) {
      const [at] = this.numbers;
      if (this.numbers.length !== 2 || this.left === 0 || at === undefined) {
        throw new PdfSyntaxError("a bad xref entry");
      }
      if (token.value === "n" && this.next !== 0) this.add({ object: this.next, at });
      this.numbers = [];
      this.next += 1;
      this.left -= 1;
      return;
    }
    if (token.kind !== "comment") throw new PdfSyntaxError("a bad xref table");
  }

  /** The table ends (at `trailer`): every subsection must be complete. */
  finish(): void {
    if (this.left !== 0 || this.numbers.length !== 0) {
      throw new PdfSyntaxError("an xref table cut short");
    }
  }

  private add(xref: XrefEntry): void {
    if (this.entries.length >= maxEntries) throw new PdfSyntaxError("too many xref entries");
    this.entries.push(xref);
  }
}

/** Reads the entries of a decoded cross-reference stream, as its /W and /Index describe them. */
export function readXrefStream(dict: PdfValue, data: Buffer, entries: XrefEntry[]): void {
  const widths = entry(dict, "W");
  const w = widths?.kind === "array" ? widths.items.map(integerOf) : [];
  if (w.length !== 3 || w.some((width) => width === undefined || width < 0 || width > 8)) {
    throw new PdfSyntaxError("a cross-reference stream without a valid /W");
  }
  const [w0, w1, w2] = w as [number, number, number];
  const size = integerOf(entry(dict, "Size"));
  const index = entry(dict, "Index");
  const ranges = index?.kind === "array" ? index.items.map(integerOf) : [0, size];
  if (ranges.length % 2 !== 0 || ranges.some((value) => value === undefined || value < 0)) {
    throw new PdfSyntaxError("a cross-reference stream without a valid /Index or /Size");
  }
  const rowBytes = w0 + w1 + w2;
  const field = (at: number, width: number, fallback: number) => {
    if (width === 0) return fallback;
    let value = 0;
    for (let i = 0; i < width; i += 1) value = value * 256 + (data[at + i] as number);
    return value;
  };
  let row = 0;
  for (let range = 0; range < ranges.length; range += 2) {
    const [first, count] = [ranges[range] as number, ranges[range + 1] as number];
    for (let i = 0; i < count; i += 1, row += 1) {
      const at = row * rowBytes;
      if (at + rowBytes > data.length)
        throw new PdfSyntaxError("a cross-reference stream cut short");
      if (entries.length >= maxEntries) throw new PdfSyntaxError("too many xref entries");
      const type = field(at, w0, 1);
      const second = field(at + w0, w1, 0);
      const third = field(at + w0 + w1, w2, 0);
      if (type === 1) entries.push({ object: first + i, at: second });
      else if (type === 2) entries.push({ object: first + i, inStream: second, index: third });
    }
  }
}

/**
 * Places in the file where a reader may land, in file order: each object's
 * start (`12 0 obj`) and each `xref` keyword, with where the whitespace and
 * comments before it begin, since readers skip those on arrival.
 */
export class Landmarks {
  private readonly starts: number[] = [];
  private readonly from: number[] = [];
  private readonly objects: number[] = [];

  add(start: number, whitespaceFrom: number, object: number): void {
    if (this.starts.length >= maxEntries) throw new PdfSyntaxError("too many objects");
    this.starts.push(start);
    this.from.push(whitespaceFrom);
    this.objects.push(object);
  }

  /** The object (or -1 for an xref keyword) a reader finds at `at`, if any. */
  objectAt(at: number): number | undefined {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.starts[middle] as number) < at) low = middle + 1;
      else high = middle;
    }
    if (low === this.starts.length || (this.from[low] as number) > at) return undefined;
    return this.objects[low];
  }
}

/**
 * Every place a reader is sent to (startxref, each /Prev and /XRefStm) holds
 * a cross-reference section, every object the sections list starts where they
 * say, and every compressed one is in an object stream that was read.
 */
export function verifyCrossReferences(file: {
  landmarks: Landmarks;
  entries: readonly XrefEntry[];
  /** The object numbers of the cross-reference streams read. */
  xrefStreams: ReadonlySet<number>;
  /** Object streams read, by object number, with how many objects each holds. */
  objectStreams: ReadonlyMap<number, number>;
  /** The offsets of startxref, /Prev and /XRefStm. */
  sections: readonly number[];
}): void {
  for (const at of file.sections) {
    const found = file.landmarks.objectAt(at);
    if (found === undefined || (found !== -1 && !file.xrefStreams.has(found))) {
      throw new PdfSyntaxError(`no cross-reference section at ${at}`);
    }
  }
  for (const xref of file.entries) {
    if ("at" in xref) {
      if (file.landmarks.objectAt(xref.at) !== xref.object) {
        throw new PdfSyntaxError(`object ${xref.object} is not where the xref says`);
      }
    } else if ((file.objectStreams.get(xref.inStream) ?? 0) <= xref.index) {
      throw new PdfSyntaxError(`object ${xref.object} is not in object stream ${xref.inStream}`);
    }
  }
}
