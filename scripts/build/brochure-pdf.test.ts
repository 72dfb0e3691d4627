import { inflateSync } from "node:zlib";
import { PDFDocument, PDFRawStream } from "pdf-lib";
import { expect, test } from "vitest";
import { readProgrammeCohort } from "#content-model/calls/programme-cohort.server.ts";
import {
  readKidsProgrammes,
  readProgrammeRules,
} from "#content-model/codeville/kids-programmes.server.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { buildBrochurePdf } from "./brochure-pdf.ts";

const identity = readIdentity();
const kidsProgrammes = readKidsProgrammes();
const programmeRules = readProgrammeRules();

/** The text drawn on the pages: pdf-lib writes standard-font text as hex strings in deflated streams. */
function drawnText(pdf: PDFDocument): string {
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
  return lines.join(" ");
}

test("the brochure is a real PDF with a title and A4 pages", async () => {
  const bytes = await buildBrochurePdf();
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(pdf.getTitle()).toBe("Codeville brochure");
  for (const page of pdf.getPages()) {
    expect(Math.round(page.getWidth())).toBe(595);
    expect(Math.round(page.getHeight())).toBe(842);
  }
});

test("the brochure prints every programme, its cohort's fee, payment, hub access and contacts", async () => {
  const text = drawnText(await PDFDocument.load(await buildBrochurePdf())).replace(/\s+/g, " ");
  for (const programme of kidsProgrammes) {
    expect(text).toContain(programme.title);
    expect(text).toContain(`Ages: ${programme.ages}`);
    expect(text).toContain(programme.duration);
  }
  expect(text).toContain("Learning path: Frontend Development (HTML, CSS, JavaScript)");
  for (const programme of kidsProgrammes) {
    const cohort = readProgrammeCohort(programme.id);
    if (!cohort) continue;
    expect(text).toContain(cohort.fee.value.replace("₦", "NGN "));
    // Dates are printed only while the call is open: a closed call's cohort is past.
    expect(text.includes(cohort.dates.value)).toBe(cohort.open);
  }
  expect(text).toContain(programmeRules.payment);
  expect(text).toContain(programmeRules.afterProgramme);
  expect(text).toContain(identity.email);
  expect(text).toContain(identity.phone);
  expect(text).toContain(identity.workHours);
});
