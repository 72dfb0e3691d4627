import { inflateSync } from "node:zlib";
import { type PDFDocument, PDFRawStream } from "pdf-lib";

/**
 * The text drawn on a document's pages, for tests and checks: pdf-lib writes
 * standard-font text as hex strings in deflated content streams.
 */
export function drawnText(pdf: PDFDocument): string {
  const lines: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: string;
    try {
      content = inflateSync(object.contents).toString("latin1");
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(hex ?? "", "hex").toString("latin1"));
    }
  }
  return lines.join(" ").replace(/\s+/g, " ");
}
