/** Where the brochure request form lives as a page of its own (before JavaScript, or shared as a link). */
export const brochurePagePath = "/codeville/brochure";

/** The PDF the build writes (scripts/build/build-brochure.ts), the one the email carries. */
export const brochurePdfPath = "/downloads/codeville-brochure.pdf";
