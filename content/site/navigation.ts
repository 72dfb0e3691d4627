/** Kept only while content/codeville/navigation.ts (being moved to data) imports the schema from here. */
export { navLinkSchema } from "#schemas/content/navigation.ts";
