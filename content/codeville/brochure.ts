/** Where the brochure request form lives as a page of its own (before JavaScript, or shared as a link). */
export const brochurePagePath = "/codeville/brochure";
