import { readContactDetails } from "#schemas/content/contact-details.server.ts";

/**
 * Kept only while content/codeville/contact.ts (being moved to data) imports
 * it: the details are content/site/contact-details.yaml, read by
 * readContactDetails().
 */
export const contactDetails = readContactDetails();
