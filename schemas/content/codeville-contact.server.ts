import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { readContactDetails } from "./contact-details.server.ts";
import { readSingleton } from "./read.server.ts";

/** /codeville/contact as the page receives it, with the organisation's contact details. */
export function readCodevilleContactPage() {
  const { seo, intro, detailsHeading, ...rest } = readSingleton("codeville/contact", {
    placeholders: codevillePlaceholders(),
  });
  return { seo, intro, details: { ...readContactDetails(), heading: detailsHeading }, ...rest };
}
