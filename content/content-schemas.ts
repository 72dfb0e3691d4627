import * as z from "zod/mini";

/**
 * Building blocks shared by the page content modules. Bounds follow the
 * astro.build content config: SEO titles 5-120 characters, descriptions 15-160;
 * every image needs alt text (empty only when marked decorative).
 */
export const seoSchema = z.strictObject({
  title: z.string().check(z.minLength(5), z.maxLength(120)),
  description: z.string().check(z.minLength(15), z.maxLength(160)),
});

export const imageSchema = z.strictObject({
  src: z.string().check(z.minLength(1)),
  alt: z.string(),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
});

export const callToActionSchema = z.strictObject({
  label: z.string().check(z.minLength(1)),
  link: z.string().check(z.minLength(1)),
  external: z.optional(z.boolean()),
});

export const headedTextSchema = z.strictObject({
  eyebrow: z.optional(z.string()),
  heading: z.string().check(z.minLength(1)),
  text: z.string(),
});

export type Seo = z.infer<typeof seoSchema>;
export type ContentImage = z.infer<typeof imageSchema>;
export type CallToAction = z.infer<typeof callToActionSchema>;
