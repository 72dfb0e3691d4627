import { codevilleContactFileSchema } from "./codeville-contact.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { readContactDetails } from "./contact-details.server.ts";
import { loadEntry } from "./load.ts";

/** /codeville/contact as the page receives it, with the organisation's contact details. */
export function readCodevilleContactPage() {
  const { seo, intro, detailsHeading, ...rest } = loadEntry(
    "codeville/contact.yaml",
    codevilleContactFileSchema,
    codevillePlaceholders,
  );
  return { seo, intro, details: { ...readContactDetails(), heading: detailsHeading }, ...rest };
}
