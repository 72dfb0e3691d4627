import { deflateSync } from "node:zlib";

/**
 * PDF files written byte by byte, so a test controls what no PDF library
 * would write: a name spelt with #-escapes, an object hidden in a stream's
 * data, an xref that points elsewhere, text after %%EOF. Each object body is
 * what goes between `N 0 obj` and `endobj`; objects are numbered from 1 and
 * object 1 is the catalog.
 */
export type PdfParts = {
  objects: (string | Buffer)[];
  /** Objects kept in a compressed object stream (numbered after `objects`); needs an xref stream. */
  compressed?: string[];
  /** A classic table, or a compressed cross-reference stream with a PNG predictor (as pdfTeX writes). */
  xref?: "table" | "stream";
  /** More trailer entries, e.g. "/Encrypt 9 0 R". */
  trailer?: string;
  /** Changes the offsets the xref records, by object number (1 = the first object). */
  shiftOffsets?: Record<number, number>;
  /** Bytes after the final %%EOF line. */
  tail?: string | Buffer;
};

const latin1 = (text: string | Buffer) =>
  typeof text === "string" ? Buffer.from(text, "latin1") : text;

/** A stream object's body: its dictionary with /Length, and the data. */
export function streamBody(dict: string, data: string | Buffer): Buffer {
  const bytes = latin1(data);
  return Buffer.concat([
    latin1(`<< ${dict} /Length ${bytes.length} >>\nstream\n`),
    bytes,
    latin1("\nendstream"),
  ]);
}

/** The usual first objects: catalog (with `catalogExtra`), page tree, one page. */
export function documentObjects(catalogExtra = "", pageExtra = ""): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${pageExtra}>>`,
  ];
}

function xrefStreamData(rows: number[][]): Buffer {
  // PNG "Up" predictor rows: type 2, then each byte minus the one above it.
  const widths = [1, 4, 2];
  const raw = rows.map((row) =>
    Buffer.concat(
      row.map((value, index) => {
        const bytes = Buffer.alloc(widths[index] as number);
        bytes.writeUIntBE(value, 0, widths[index] as number);
        return bytes;
      }),
    ),
  );
  const predicted = raw.map((row, index) => {
    const above = raw[index - 1] ?? Buffer.alloc(row.length);
    return Buffer.concat([
      Buffer.from([2]),
      row.map((byte, at) => (byte - (above[at] as number)) & 0xff),
    ]);
  });
  return deflateSync(Buffer.concat(predicted));
}

export function assemblePdf(parts: PdfParts): Buffer {
  const chunks: Buffer[] = [latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [0];
  const add = (bytes: Buffer) => {
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (number: number, body: string | Buffer) => {
    offsets[number] = length + (parts.shiftOffsets?.[number] ?? 0);
    add(Buffer.concat([latin1(`${number} 0 obj\n`), latin1(body), latin1("\nendobj\n")]));
  };
  for (const [index, body] of parts.objects.entries()) object(index + 1, body);
  const compressed = parts.compressed ?? [];
  const objectStream = parts.objects.length + compressed.length + 1;
  if (compressed.length > 0) {
    const bodies = compressed.map((body) => `${body}\n`);
    let at = 0;
    const pairs = bodies.map((body, index) => {
      const pair = `${parts.objects.length + index + 1} ${at}`;
      at += body.length;
      return pair;
    });
    const head = `${pairs.join(" ")}\n`;
    const data = deflateSync(latin1(head + bodies.join("")));
    object(
      objectStream,
      streamBody(
        `/Type /ObjStm /N ${compressed.length} /First ${head.length} /Filter /FlateDecode`,
        data,
      ),
    );
  }
  const trailer = `/Root 1 0 R ${parts.trailer ?? ""}`;
  if ((parts.xref ?? (compressed.length > 0 ? "stream" : "table")) === "table") {
    const size = offsets.length;
    const entries = offsets
      .slice(1)
      .map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)
      .join("");
    const xrefAt = length;
    add(latin1(`xref\n0 ${size}\n0000000000 65535 f \n${entries}`));
    add(latin1(`trailer\n<< /Size ${size} ${trailer}>>\nstartxref\n${xrefAt}\n%%EOF\n`));
  } else {
    const xrefObject = objectStream + (compressed.length > 0 ? 1 : 0);
    const size = xrefObject + 1;
    const rows: number[][] = [[0, 0, 65535]];
    for (let number = 1; number < size; number += 1) {
      const inStream = number > parts.objects.length && number < objectStream;
      if (number === xrefObject) rows.push([1, length, 0]);
      else if (inStream) rows.push([2, objectStream, number - parts.objects.length - 1]);
      else rows.push([1, offsets[number] as number, 0]);
    }
    const xrefAt = length;
    object(
      xrefObject,
      streamBody(
        `/Type /XRef /Size ${size} /W [1 4 2] /Filter /FlateDecode /DecodeParms << /Columns 7 /Predictor 12 >> ${trailer}`,
        xrefStreamData(rows),
      ),
    );
    add(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
  }
  if (parts.tail !== undefined) add(latin1(parts.tail));
  return Buffer.concat(chunks);
}
