/** Kept only while content/codeville/navigation.ts (being moved to data) imports the schema from here. */
export { notFoundPageSchema } from "#schemas/content/system-pages.ts";
