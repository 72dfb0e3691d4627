import { constants, inflateSync } from "node:zlib";
import { PdfSyntaxError } from "./pdf-lexer.ts";
import { entry, integerOf, nameOf, type PdfValue } from "./pdf-values.ts";

/**
 * Decodes the data of the two kinds of stream the check must read inside:
 * object streams (compressed objects) and cross-reference streams. Producers
 * write them with FlateDecode, cross-reference streams often with a PNG
 * predictor; anything else is refused as a file the check cannot read.
 */

/** An object stream of a résumé holds kilobytes; this bounds a decompression bomb. */
export const decodedMaxBytes = 8 * 1024 * 1024;

/**
 * What all of a file's object and cross-reference streams may decompress to
 * together (decision 249): each is lexed byte by byte on the service's one
 * thread, and 8 KB of a 25 MB file inflate to 8 MB, so a bound per stream
 * alone let one upload hold the service for minutes. Real files' object
 * streams hold a few megabytes in all.
 */
export const decodedTotalMaxBytes = 32 * 1024 * 1024;

/** The single filter a stream names, if any (`/FlateDecode` or `[/FlateDecode]`). */
function filterOf(dict: PdfValue): string | undefined {
  const filter = entry(dict, "Filter");
  if (filter === undefined) return undefined;
  const items = filter.kind === "array" ? filter.items : [filter];
  if (items.length > 1)
    throw new PdfSyntaxError("an object or cross-reference stream with two filters");
  if (items.length === 0) return undefined;
  const name = nameOf(items[0]);
  if (name === undefined) throw new PdfSyntaxError("a filter that is not a name");
  return name;
}

function decodeParmsOf(dict: PdfValue): PdfValue | undefined {
  const parms = entry(dict, "DecodeParms");
  return parms?.kind === "array" ? parms.items[0] : parms;
}

/** Undoes the PNG predictors (ISO 32000-2, 7.4.4.4): each row starts with its filter type. */
function unpredictPng(data: Buffer, columns: number, bytesPerPixel: number): Buffer {
  const rowBytes = columns * bytesPerPixel;
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * (rowBytes + 1)];
    const source = row * (rowBytes + 1) + 1;
    const target = row * rowBytes;
    for (let i = 0; i < rowBytes; i += 1) {
      const raw = data[source + i] as number;
      const left = i >= bytesPerPixel ? (out[target + i - bytesPerPixel] as number) : 0;
      const up = row > 0 ? (out[target + i - rowBytes] as number) : 0;
      const upLeft =
        row > 0 && i >= bytesPerPixel ? (out[target + i - rowBytes - bytesPerPixel] as number) : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        predicted = a <= b && a <= c ? left : b <= c ? up : upLeft;
      } else if (type !== 0) throw new PdfSyntaxError(`a PNG predictor row of type ${type}`);
      out[target + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** The stream's data as its filter and predictor leave it, at most `maxBytes` of it. */
export function decodeStreamData(dict: PdfValue, raw: Buffer, maxBytes = decodedMaxBytes): Buffer {
  const filter = filterOf(dict);
  if (filter !== undefined && filter !== "FlateDecode") {
    throw new PdfSyntaxError(`an object or cross-reference stream filtered with /${filter}`);
  }
  let data = raw;
  if (filter === "FlateDecode") {
    try {
      // A sync flush reads what a stream cut short holds, as readers do.
      data = inflateSync(raw, {
        // zlib takes no bound under one byte; a file with none left fails on its next byte.
        maxOutputLength: Math.max(1, Math.min(maxBytes, decodedMaxBytes)),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch {
      throw new PdfSyntaxError("a compressed stream that does not decompress within bounds");
    }
  }
  const parms = decodeParmsOf(dict);
  const predictor = integerOf(entry(parms, "Predictor")) ?? 1;
  if (predictor === 1) return data;
  if (predictor < 10) throw new PdfSyntaxError(`a stream with predictor ${predictor}`);
  const columns = integerOf(entry(parms, "Columns")) ?? 1;
  const colors = integerOf(entry(parms, "Colors")) ?? 1;
  const bits = integerOf(entry(parms, "BitsPerComponent")) ?? 8;
  if (columns < 1 || columns > 1_000 || colors < 1 || colors > 4 || bits !== 8) {
    throw new PdfSyntaxError("a predictor with unusual parameters");
  }
  return unpredictPng(data, columns, colors);
}
