import { brochureEmailSubject } from "#schemas/email-send.ts";
import type { BrochureFormCopy } from "./codeville-brochure.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { readSingleton } from "./read.server.ts";

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
