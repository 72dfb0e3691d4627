import { PDFDocument } from "pdf-lib";
import { expect, test } from "vitest";
import { buildBrochurePdf } from "./brochure-pdf.ts";

test("the brochure is a real PDF with a title and at least one A4 page", async () => {
  const bytes = await buildBrochurePdf();
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(pdf.getTitle()).toBe("Codeville brochure");
  const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
  expect(Math.round(width)).toBe(595);
  expect(Math.round(height)).toBe(842);
});
