import { readSingleton } from "../read.server.ts";
import { readContactDetails } from "../site/contact-details.server.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

/** /codeville/contact as the page receives it, with the organisation's contact details. */
export function readCodevilleContactPage() {
  const { seo, intro, detailsHeading, ...rest } = readSingleton("codeville/contact", {
    placeholders: codevillePlaceholders(),
  });
  return { seo, intro, details: { ...readContactDetails(), heading: detailsHeading }, ...rest };
}
