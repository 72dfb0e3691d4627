import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { readProgrammeCohort } from "#content-model/calls/programme-cohort.server.ts";
import {
  readKidsProgrammes,
  readProgrammeRules,
} from "#content-model/codeville/kids-programmes.server.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { addressLines } from "#content-model/site/identity.ts";
import { urlOnSite } from "#schemas/site-url.ts";
import { buildEnv } from "./build-env.ts";

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 56;
const brand = rgb(0.42, 0.2, 0.72);
const ink = rgb(0.1, 0.12, 0.2);
const muted = rgb(0.35, 0.38, 0.45);

/** Splits text into lines that fit `width` at `size`. */
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

/** The standard PDF fonts have no naira sign (WinAnsi), so the brochure writes its code. */
const withoutNairaSign = (text: string) => text.replaceAll("₦", "NGN ");

/**
 * The Codeville brochure (README, "Brochure"): every kids programme with its
 * ages, duration and requirements, its cohort's dates, classes and fee (its
 * call's), how fees may be paid, free hub access and how to reach the hub. Built
 * from content/codeville/programmes/ and content/calls/ at build time.
 */
export async function buildBrochurePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle("Codeville brochure");
  pdf.setAuthor("Enugu Tech Hub");
  pdf.setSubject("Codeville kids' coding programmes");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = pageSize[0] - margin * 2;

  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  function ensure(space: number) {
    if (y - space < margin) {
      page = pdf.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  }
  function write(
    text: string,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; gap?: number } = {},
  ) {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    for (const line of wrap(text, font, size, width)) {
      ensure(size * 1.5);
      page.drawText(line, { x: margin, y: y - size, size, font, color: options.color ?? ink });
      y -= size * 1.45;
    }
    y -= options.gap ?? 4;
  }

  page.drawRectangle({ x: 0, y: pageSize[1] - 150, width: pageSize[0], height: 150, color: brand });
  page.drawText("Codeville", {
    x: margin,
    y: pageSize[1] - 80,
    size: 36,
    font: bold,
    color: rgb(1, 1, 1),
  });
  page.drawText("Coding and robotics for children, at the Enugu Tech Hub", {
    x: margin,
    y: pageSize[1] - 110,
    size: 13,
    font: regular,
    color: rgb(1, 0.95, 0.6),
  });
  y = pageSize[1] - 150 - 32;

  write("Our programmes", { font: bold, size: 18, gap: 10 });
  for (const programme of readKidsProgrammes()) {
    ensure(110);
    write(programme.title, { font: bold, size: 14, color: brand, gap: 2 });
    write(programme.catchPhrase, { size: 11, color: muted });
    write(programme.summary);
    write(`Ages: ${programme.ages}    Duration: ${programme.duration}`, { font: bold, size: 10 });
    if (programme.tracks) write(`Tracks: ${programme.tracks.join("; ")}`, { size: 10 });
    if (programme.learningPath) {
      const steps = programme.learningPath.map(({ name, topics, length }) =>
        [
          name,
          topics.length > 0 ? ` (${topics.join(", ")})` : "",
          length ? `: ${length}` : "",
        ].join(""),
      );
      write(`Learning path: ${steps.join("; ")}`, { size: 10 });
    }
    write(`You need: ${programme.requirements.join("; ")}`, { size: 10 });
    const cohort = readProgrammeCohort(programme.id);
    // A closed call's dates are past: the brochure keeps its fee only, as the card does.
    const cohortFacts =
      cohort && (cohort.open ? [cohort.dates, cohort.classes, cohort.fee] : [cohort.fee]);
    for (const fact of cohortFacts ?? []) {
      write(withoutNairaSign(`${fact.label}: ${fact.value}`), { font: bold, size: 10 });
    }
    y -= 10;
  }

  ensure(160);
  write("Good to know", { font: bold, size: 18, gap: 10 });
  const programmeRules = readProgrammeRules();
  write(programmeRules.payment);
  write(programmeRules.afterProgramme, { gap: 14 });

  ensure(120);
  write("Talk to us", { font: bold, size: 18, gap: 10 });
  const identity = readIdentity();
  write(addressLines(identity.address).join(", "));
  write(`Email: ${identity.email}`);
  write(`Phone and WhatsApp: ${identity.phone}`);
  write(`Work hours: ${identity.workHours}`);
  write(urlOnSite(buildEnv.siteUrl, "/codeville"), { color: brand });

  return pdf.save();
}
