import * as z from "zod/mini";
import { linkSchema } from "../links.ts";
import { navLinkSchema } from "./navigation.ts";

/** The page shown when rendering throws (content/site/error-page.yaml). */
export const systemPageSchema = z.strictObject({
  eyebrow: z.string(),
  title: z.string(),
  body: z.string(),
  homeLabel: z.string(),
  homeLink: linkSchema,
});

export type SystemPage = z.infer<typeof systemPageSchema>;

/** A section's designed not-found page; each section's content gives its own words. */
export const notFoundPageSchema = z.strictObject({
  ...systemPageSchema.shape,
  seoTitle: z.string(),
  suggestionsHeading: z.string(),
  suggestions: z.array(navLinkSchema),
});

export type NotFoundPage = z.infer<typeof notFoundPageSchema>;
