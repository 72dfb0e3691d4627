import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 56;
const ink = rgb(0.1, 0.12, 0.2);
const muted = rgb(0.35, 0.38, 0.45);

/**
 * Text the standard PDF fonts can draw: they know WinAnsi only, so the
 * naira sign becomes its code, a letter with a mark under or over it
 * ("Nwankwọ") its bare letter, and anything else a question mark, rather
 * than the document failing on a parent's name.
 */
export function pdfSafe(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replaceAll("₦", "NGN ").normalize("NFD").replace(/\p{M}/gu, "")]
    .map((character) => (known.has(character.codePointAt(0) ?? 0) ? character : "?"))
    .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export type PdfLine =
  | { heading: string }
  | { text: string; muted?: boolean; bold?: boolean }
  /** A label and its figure, the figure right-aligned. */
  | { label: string; value: string; bold?: boolean }
  | { gap: number };

/**
 * A one-column A4 document of headings, paragraphs and label-and-figure
 * rows, in Helvetica, with its title and author set: what an invoice and a
 * receipt need, printed or read on a phone.
 */
export async function writePdf(
  meta: { title: string; author: string },
  lines: readonly PdfLine[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setCreator(meta.author);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = pageSize[0] - margin * 2;
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  function room(space: number) {
    if (y - space < margin) {
      page = pdf.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  }

  function draw(text: string, font: PDFFont, size: number, color = ink, right = false) {
    const safe = pdfSafe(text, font);
    for (const line of wrap(safe, font, size, width)) {
      room(size * 1.5);
      const x = right ? margin + width - font.widthOfTextAtSize(line, size) : margin;
      page.drawText(line, { x, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  }

  for (const line of lines) {
    if ("gap" in line) y -= line.gap;
    else if ("heading" in line) {
      y -= 6;
      draw(line.heading, bold, 16);
      y -= 2;
    } else if ("label" in line) {
      const font = line.bold ? bold : regular;
      room(16);
      const top = y;
      draw(line.label, font, 11);
      const after = y;
      y = top;
      draw(line.value, font, 11, ink, true);
      y = Math.min(y, after) - 2;
    } else {
      draw(line.text, line.bold ? bold : regular, 11, line.muted ? muted : ink);
      y -= 3;
    }
  }
  return pdf.save();
}
