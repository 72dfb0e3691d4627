import { brochureEmailSubject } from "#schemas/email-send.ts";
import { readSingleton } from "../read.server.ts";
import type { BrochureFormCopy } from "./brochure.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

const readBrochureFile = () =>
  readSingleton("codeville/brochure", { placeholders: codevillePlaceholders() });

/** The brochure form's words, as the landing page, the programme pages and /codeville/brochure show it. */
export function readBrochureForm(): BrochureFormCopy {
  return { emailSubject: brochureEmailSubject, ...readBrochureFile().form };
}

/** /codeville/brochure's own words around the form. */
export function readBrochurePage() {
  return readBrochureFile().page;
}
