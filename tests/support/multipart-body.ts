import { randomBytes } from "node:crypto";
import { readTalentChoices } from "#content-model/hub/talent.server.ts";
import { type TalentForm, talentActionPath } from "#schemas/talent-forms.ts";
import { assemblePdf, documentObjects, streamBody } from "./pdf-files.ts";

/** One part of a multipart body: a text field, or a file with its name and declared type. */
export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; content: Buffer };

/**
 * A `multipart/form-data` body as a browser sends it, built by hand so a test
 * can send what no browser would (two files, a field after the file, a
 * truncated body).
 */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push("filename" in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A well-formed one-page PDF of exactly `bytes` bytes (at least about 450):
 * its page content is padded with spaces, as a résumé's pictures would pad it.
 */
export function pdfOfSize(bytes: number): Buffer {
  const pdfWith = (padding: number) =>
    assemblePdf({
      objects: [
        ...documentObjects("", "/Contents 4 0 R "),
        streamBody("", " ".repeat(Math.max(0, padding))),
      ],
    });
  let padding = 0;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const size = pdfWith(padding).length;
    if (size === bytes) return pdfWith(padding);
    padding += bytes - size;
    if (padding < 0) throw new Error(`a PDF cannot be as small as ${bytes} bytes`);
  }
  throw new Error(`no PDF of exactly ${bytes} bytes`);
}

/** The first bytes of a PNG: what a picture renamed résumé.pdf still is. */
export const pngBytes = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/** The forms' lists as the pages offer them; a fixture picks from them, whatever they hold today. */
const choices = readTalentChoices();

/** The application's text fields as the form posts them. */
export function applicationFields(overrides: Record<string, string> = {}) {
  return {
    firstname: "Ada",
    lastname: "Okafor",
    email: "Ada@Example.com",
    phoneNumber: "0803 123 4567",
    stack: choices.stacks[0] ?? "",
    skillRequirement: choices.skillLevels[0] ?? "",
    website: "",
    ...overrides,
  };
}

export function hiringRequestFields(overrides: Record<string, string> = {}) {
  return {
    firstname: "Chidi",
    lastname: "Nwosu",
    email: "chidi@acme.ng",
    phoneNumber: "+234 803 555 1234",
    companyName: "Acme Logistics",
    companyWebsite: "https://acme.ng",
    noOfEmployees: "40",
    role: "Frontend developer",
    skillRequirement: choices.skillLevels.at(-1) ?? "",
    levelOfCommitment: choices.commitments[0] ?? "",
    startDate: "2027-01-15",
    website: "",
    ...overrides,
  };
}

/** Text fields as parts, in the order given. */
export function fieldParts(fields: Record<string, string>): MultipartPart[] {
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

/** A talent form's post as the page's script sends it from the site, for `app.inject`. */
export function talentFormPost(form: TalentForm, parts: MultipartPart[]) {
  const { body, contentType } = multipartBody(parts);
  return {
    method: "POST" as const,
    url: talentActionPath(form),
    headers: {
      "content-type": contentType,
      origin: "http://localhost:3000",
      accept: "application/json",
    },
    payload: body,
  };
}
