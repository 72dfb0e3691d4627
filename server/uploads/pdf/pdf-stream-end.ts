import { isPdfWhitespace, PdfSyntaxError } from "./pdf-lexer.ts";

const endstream = Buffer.from("endstream");
/** Compressed object and cross-reference streams are read whole: a résumé's are kilobytes. */
const keptMaxBytes = 4 * 1024 * 1024;

/**
 * One stream's data as it streams past, up to its `endstream` keyword: where
 * /Length says when it says so and the keyword is there (as readers take
 * it), otherwise the first `endstream`, where readers look when /Length is
 * wrong. Where the two disagree and a reader would read on past an earlier
 * `endstream`, the file is refused: what follows it would be objects to a
 * reader and data to the check. Only the data of streams the check reads
 * inside is kept, bounded; the rest (pages, pictures) is never held.
 */
export class StreamEnd {
  /** The last bytes seen, to find an `endstream` split between chunks. */
  private tail = Buffer.alloc(0);
  /** An `endstream` before /Length's end: where a reader that distrusts /Length stops. */
  earlyEnd: number | null = null;
  /** The first byte at or after /Length's end that is not whitespace. */
  private clutterAt: number | null = null;
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;

  constructor(
    private readonly dataStart: number,
    /** Where /Length says the data ends, when it is written out as a number. */
    private readonly lengthEnd: number | null,
    private readonly keep: boolean,
  ) {}

  /**
   * Reads the chunk (at file offset `base`) from index `from`. Answers the
   * file offset where `endstream` starts, or null when all of it was data.
   * The keyword may start before `base`, in the previous chunk.
   */
  read(chunk: Buffer, base: number, from: number): number | null {
    let straddling = this.straddlingEndstream(chunk, base, from);
    let searchFrom = from;
    while (true) {
      let at = straddling;
      straddling = -1;
      if (at === -1) {
        const found = chunk.indexOf(endstream, searchFrom);
        if (found === -1) {
          this.noteClutter(chunk, base, from, chunk.length);
          this.keepData(chunk, from, chunk.length);
          const seen = Buffer.concat([this.tail, chunk.subarray(from)]);
          this.tail = seen.subarray(Math.max(0, seen.length - endstream.length + 1));
          return null;
        }
        at = base + found;
      }
      if (this.lengthEnd !== null && at < this.lengthEnd) {
        this.earlyEnd ??= at;
        searchFrom = Math.max(from, at - base + 1);
        continue;
      }
      this.noteClutter(chunk, base, from, at - base);
      if (!this.lengthHolds(at) && this.earlyEnd !== null) {
        throw new PdfSyntaxError("a stream whose /Length and endstream disagree");
      }
      this.keepData(chunk, from, Math.max(from, at - base));
      return at;
    }
  }

  /** The kept data of a stream that ended at `at`, without the line end before `endstream`. */
  data(at: number): Buffer {
    let data = Buffer.concat(this.kept).subarray(0, at - this.dataStart);
    if (this.lengthHolds(at)) return data.subarray(0, (this.lengthEnd as number) - this.dataStart);
    if (data.at(-1) === 0x0a) data = data.subarray(0, data.at(-2) === 0x0d ? -2 : -1);
    else if (data.at(-1) === 0x0d) data = data.subarray(0, -1);
    return data;
  }

  /** Whether /Length's end is followed by nothing but whitespace up to the `endstream` at `at`. */
  private lengthHolds(at: number): boolean {
    return this.lengthEnd !== null && (this.clutterAt === null || this.clutterAt >= at);
  }

  private straddlingEndstream(chunk: Buffer, base: number, from: number): number {
    if (this.tail.length === 0) return -1;
    const joined = Buffer.concat([this.tail, chunk.subarray(from, from + endstream.length)]);
    const found = joined.indexOf(endstream);
    return found !== -1 && found < this.tail.length ? base + from - this.tail.length + found : -1;
  }

  private noteClutter(chunk: Buffer, base: number, from: number, to: number): void {
    if (this.lengthEnd === null || this.clutterAt !== null) return;
    for (let i = Math.max(from, this.lengthEnd - base); i < to; i += 1) {
      if (!isPdfWhitespace(chunk[i] as number)) {
        this.clutterAt = base + i;
        return;
      }
    }
  }

  private keepData(chunk: Buffer, from: number, to: number): void {
    if (!this.keep || to <= from) return;
    this.keptBytes += to - from;
    if (this.keptBytes > keptMaxBytes) throw new PdfSyntaxError("an object stream too large");
    this.kept.push(Buffer.from(chunk.subarray(from, to)));
  }
}
