import type { PdfProblem } from "#schemas/pdf-upload.ts";
import { isPdfWhitespace, PdfLexer, PdfSyntaxError, type PdfToken } from "./pdf-lexer.ts";
import {
  forEachOpenAction,
  holdsMarkup,
  judgeName,
  type OpenActionShape,
  openActionShape,
  readObjectStream,
  unsafeLinkIn,
} from "./pdf-objects.ts";
import { decodedTotalMaxBytes, decodeStreamData } from "./pdf-stream-data.ts";
import { StreamEnd } from "./pdf-stream-end.ts";
import { entry, integerOf, nameOf, type PdfValue, PdfValueBuilder } from "./pdf-values.ts";
import {
  Landmarks,
  readXrefStream,
  verifyCrossReferences,
  type XrefEntry,
  XrefTableReader,
} from "./pdf-xref.ts";

/**
 * A PDF refused: not a PDF at all, active content (scripts, actions that run
 * by themselves, attachments, multimedia, XFA), encrypted (its contents
 * cannot be checked), or not well formed (HTML before its header or after its
 * end included).
 */
export class PdfRefused extends Error {
  constructor(
    readonly problem: PdfProblem,
    /** What the check found, for the log: no text of the file. */
    readonly detail: string,
  ) {
    super(`PDF refused (${problem}): ${detail}`);
  }
}

/** The bytes every PDF starts with, then its version (1.0 to 2.0). */
const header = /^%PDF-[12]\.\d/;
const endstream = Buffer.from("endstream");

/** The stream being read: its object, dictionary, and what the check reads inside it. */
type StreamState = {
  object: number;
  dict: PdfValue;
  kind: "objects" | "xref" | null;
  end: StreamEnd | null;
};

type Phase =
  | { at: "top" }
  | { at: "object"; object: number; builder: PdfValueBuilder; value: PdfValue | null }
  | { at: "afterStream"; object: number }
  | { at: "xref"; reader: XrefTableReader }
  | { at: "trailer"; builder: PdfValueBuilder }
  | { at: "startxref" };

/**
 * A PDF checked as its bytes arrive (`write` each chunk, then `end`), in
 * memory bounded by what it reads inside (object and cross-reference
 * streams), never by the file: page content and pictures stream past. It
 * reads the file's objects as a reader would, compressed object streams
 * included, and throws PdfRefused at the first sign of active content,
 * encryption or a file that is not well formed; see
 * docs/decisions/177-pdf-uploads-checked-on-arrival.md.
 */
export class PdfCheck {
  private offset = 0;
  private head = "";
  private mode: "syntax" | "streamLine" | "afterCR" | "data" = "syntax";
  private phase: Phase = { at: "top" };
  private stream: StreamState | null = null;
  /** Integers at the top level: `12 0` before `obj`, with where the space before them starts. */
  private recent: { value: number; start: number; from: number }[] = [];
  private lastTokenEnd = 0;
  private endsWithEof = false;
  private startxref: number | null = null;
  private readonly landmarks = new Landmarks();
  private readonly entries: XrefEntry[] = [];
  private readonly xrefStreams = new Set<number>();
  private readonly objectStreams = new Map<number, number>();
  /** What the file's object and cross-reference streams have decompressed to so far. */
  private decodedBytes = 0;
  private readonly sectionLinks: number[] = [];
  private readonly shapes = new Map<number, OpenActionShape>();
  private readonly openActionRefs: number[] = [];
  private readonly lexer = new PdfLexer({
    onToken: (token) => this.token(token),
    onText: (window) => this.text(window),
  });

  write(chunk: Buffer): void {
    try {
      this.read(chunk);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  end(): void {
    try {
      this.finish();
    } catch (error) {
      throw this.refusal(error);
    }
  }

  private refusal(error: unknown): unknown {
    if (error instanceof PdfSyntaxError) return new PdfRefused("unreadable", error.message);
    return error;
  }

  private read(chunk: Buffer): void {
    const base = this.offset;
    let i = 0;
    if (this.head.length < 8) {
      this.head += chunk.subarray(0, 8 - this.head.length).toString("latin1");
      const seen = Math.min(this.head.length, 5);
      if (this.head.slice(0, seen) !== "%PDF-".slice(0, seen)) {
        throw new PdfRefused("notPdf", "no %PDF- header at the first byte");
      }
      if (this.head.length >= 8 && !header.test(this.head)) {
        throw new PdfSyntaxError("a header without a PDF version");
      }
    }
    while (i < chunk.length) {
      if (this.mode === "data") {
        const at = this.stream?.end?.read(chunk, base, i) ?? null;
        if (at === null) break;
        this.endData(at);
        if (at >= base) {
          i = at - base;
          continue;
        }
        // The keyword began in the previous chunk: hand its first bytes to the lexer now.
        for (let k = 0; k < base - at; k += 1) this.lexer.push(endstream[k] as number, at + k);
        i = 0;
        continue;
      }
      const byte = chunk[i] as number;
      if (this.mode === "streamLine" || this.mode === "afterCR") {
        if (this.skipToData(byte, base + i)) i += 1;
        continue;
      }
      this.lexer.push(byte, base + i);
      // The byte that ended the `stream` keyword may be the end of its line.
      if (this.awaitsStreamLine()) this.skipToData(byte, base + i);
      i += 1;
    }
    this.offset = base + chunk.length;
  }

  /** Whether the last token was `stream`, whose line's end starts its data. */
  private awaitsStreamLine(): boolean {
    return this.mode === "streamLine";
  }

  /** After `stream`: the end of its line (LF, CR LF, or CR) starts the data. Answers whether the byte is used. */
  private skipToData(byte: number, at: number): boolean {
    if (this.mode === "afterCR") {
      this.startData(byte === 0x0a ? at + 1 : at);
      return byte === 0x0a;
    }
    if (byte === 0x0a) this.startData(at + 1);
    else if (byte === 0x0d) this.mode = "afterCR";
    else if (!isPdfWhitespace(byte)) throw new PdfSyntaxError("text after the stream keyword");
    return true;
  }

  private startData(at: number): void {
    const stream = this.stream as StreamState;
    const length = integerOf(entry(stream.dict, "Length"));
    stream.end = new StreamEnd(at, length === undefined ? null : at + length, stream.kind !== null);
    this.mode = "data";
  }

  /** The data ends where `endstream` starts at `at`; object and xref streams are read now. */
  private endData(at: number): void {
    const stream = this.stream as StreamState;
    this.mode = "syntax";
    this.phase = { at: "afterStream", object: stream.object };
    if (stream.kind === null || !stream.end) return;
    const decoded = decodeStreamData(
      stream.dict,
      stream.end.data(at),
      decodedTotalMaxBytes - this.decodedBytes,
    );
    this.decodedBytes += decoded.length;
    if (stream.kind === "xref") {
      readXrefStream(stream.dict, decoded, this.entries);
      this.xrefStreams.add(stream.object);
      this.trailer(stream.dict);
      return;
    }
    const objects = readObjectStream(
      stream.dict,
      decoded,
      { onName: (name) => this.name(name), onText: (window) => this.text(window) },
      (object, value) => this.objectValue(object, value),
    );
    this.objectStreams.set(stream.object, objects.length);
  }

  private text(window: string): void {
    if (holdsMarkup(window)) throw new PdfSyntaxError("HTML inside a comment or string");
  }

  private name(name: string): void {
    const verdict = judgeName(name);
    if (verdict === "active") throw new PdfRefused("activeContent", `the name /${name}`);
    if (verdict === "encrypted") throw new PdfRefused("protected", "an /Encrypt dictionary");
  }

  private token(token: PdfToken): void {
    if (token.kind === "name") this.name(token.value);
    if (token.kind === "comment") {
      // Only %%EOF may end the file: a comment after it is content after it.
      this.endsWithEof = token.text.trim() === "%EOF";
      return;
    }
    this.endsWithEof = false;
    this.inPhase(token);
    this.lastTokenEnd = token.end;
  }

  private inPhase(token: PdfToken): void {
    const phase = this.phase;
    switch (phase.at) {
      case "top":
        this.atTop(token);
        return;
      case "object": {
        if (token.kind === "keyword" && (token.value === "endobj" || token.value === "stream")) {
          const value = phase.value ?? phase.builder.finish();
          if (!value) throw new PdfSyntaxError(`object ${phase.object} is empty`);
          this.objectValue(phase.object, value);
          if (token.value === "stream") {
            this.beginStream(phase.object, value);
            return;
          }
          this.phase = { at: "top" };
          return;
        }
        if (phase.value) {
          // No endobj: some producers leave it out; the next object starts here.
          this.objectValue(phase.object, phase.value);
          this.phase = { at: "top" };
          this.atTop(token);
          return;
        }
        phase.value = phase.builder.push(token);
        return;
      }
      case "afterStream":
        if (token.kind === "keyword" && token.value === "endstream") return;
        this.phase = { at: "top" };
        if (token.kind === "keyword" && token.value === "endobj") return;
        this.atTop(token);
        return;
      case "xref":
        if (token.kind === "keyword" && token.value === "trailer") {
          phase.reader.finish();
          this.phase = { at: "trailer", builder: new PdfValueBuilder() };
          return;
        }
        phase.reader.push(token);
        return;
      case "trailer": {
        const value = phase.builder.push(token);
        if (value) {
          if (value.kind !== "dict") throw new PdfSyntaxError("a trailer that is not a dictionary");
          this.trailer(value);
          this.phase = { at: "top" };
        }
        return;
      }
      case "startxref":
        if (token.kind !== "number" || !token.integer) throw new PdfSyntaxError("a bad startxref");
        this.startxref = token.value;
        this.phase = { at: "top" };
    }
  }

  private atTop(token: PdfToken): void {
    if (token.kind === "number" && token.integer) {
      this.recent.push({ value: token.value, start: token.start, from: this.lastTokenEnd });
      if (this.recent.length > 2) this.recent.shift();
      return;
    }
    const [object, generation] = this.recent;
    this.recent = [];
    if (token.kind !== "keyword") return;
    if (token.value === "obj") {
      if (!object || !generation) {
        throw new PdfSyntaxError("obj without an object and generation number");
      }
      this.landmarks.add(object.start, object.from, object.value);
      this.phase = {
        at: "object",
        object: object.value,
        builder: new PdfValueBuilder(),
        value: null,
      };
    } else if (token.value === "xref") {
      this.landmarks.add(token.start, this.lastTokenEnd, -1);
      this.phase = { at: "xref", reader: new XrefTableReader(this.entries) };
    } else if (token.value === "trailer") {
      this.phase = { at: "trailer", builder: new PdfValueBuilder() };
    } else if (token.value === "startxref") {
      this.phase = { at: "startxref" };
    }
  }

  private beginStream(object: number, dict: PdfValue): void {
    if (dict.kind !== "dict") throw new PdfSyntaxError("a stream without a dictionary");
    const type = entry(dict, "Type");
    if (type !== undefined && type.kind !== "name")
      throw new PdfSyntaxError("a stream /Type not written out");
    const typeName = nameOf(type);
    this.stream = {
      object,
      dict,
      kind: typeName === "ObjStm" ? "objects" : typeName === "XRef" ? "xref" : null,
      end: null,
    };
    this.mode = "streamLine";
  }

  private objectValue(object: number, value: PdfValue): void {
    const unsafeLink = unsafeLinkIn(value);
    if (unsafeLink) throw new PdfRefused("activeContent", unsafeLink);
    this.shapes.set(object, openActionShape(value));
    forEachOpenAction(value, (action) => {
      if (action.kind === "ref") this.openActionRefs.push(action.object);
      else if (openActionShape(action) !== "destination") {
        throw new PdfRefused("activeContent", "an /OpenAction that is not a destination");
      }
    });
  }

  private trailer(dict: PdfValue): void {
    for (const key of ["Prev", "XRefStm"]) {
      const at = integerOf(entry(dict, key));
      if (at !== undefined) this.sectionLinks.push(at);
    }
  }

  private finish(): void {
    if (this.head.length < 8) throw new PdfRefused("notPdf", "too short to be a PDF");
    if (this.mode !== "syntax") {
      throw new PdfSyntaxError(
        this.stream?.end?.earlyEnd != null
          ? "a stream whose /Length and endstream disagree"
          : "the file ends inside a stream",
      );
    }
    this.lexer.finish(this.offset);
    if (this.phase.at !== "top") throw new PdfSyntaxError("the file ends inside an object");
    if (!this.endsWithEof) throw new PdfSyntaxError("something after the last %%EOF");
    if (this.startxref === null) throw new PdfSyntaxError("no startxref");
    verifyCrossReferences({
      landmarks: this.landmarks,
      entries: this.entries,
      xrefStreams: this.xrefStreams,
      objectStreams: this.objectStreams,
      sections: [this.startxref, ...this.sectionLinks],
    });
    for (const object of this.openActionRefs) {
      if (this.shapes.get(object) !== "destination") {
        throw new PdfRefused("activeContent", "an /OpenAction that is not a destination");
      }
    }
  }
}
