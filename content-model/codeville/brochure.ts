import * as z from "zod/mini";
import { sectionHeadingSchema, seoSchema } from "../blocks.ts";

/**
 * The brochure request (content/codeville/brochure.yaml): the form of SPEC
 * §7.2, §4 and §8, whose three messages are the specification's, exactly, and
 * /codeville/brochure, the form as a page with the PDF to download straight away.
 */
const brochureFormFileSchema = z.strictObject({
  title: z.string(),
  intro: z.string(),
  emailLabel: z.string(),
  emailPlaceholder: z.string(),
  honeypotLabel: z.string(),
  submitLabel: z.string(),
  sendingLabel: z.string(),
  closeLabel: z.string(),
  privacyNote: z.strictObject({
    text: z.string(),
    linkLabel: z.string(),
    link: z.literal("/privacy"),
  }),
  requiredMessage: z.literal("Email is required"),
  successMessage: z.literal("Email sent successfully"),
  errorMessage: z.literal("Error sending email"),
});

export const brochureFileSchema = z.strictObject({
  form: brochureFormFileSchema,
  page: z.strictObject({
    seo: seoSchema,
    intro: sectionHeadingSchema,
    /** The link to the PDF; its address is the build's (app/features/codeville/brochure-paths.ts). */
    download: z.strictObject({ text: z.string(), label: z.string() }),
  }),
});

/** The form's words, with SPEC §7.2's email subject, which is the service's and not content. */
export type BrochureFormCopy = z.infer<typeof brochureFormFileSchema> & { emailSubject: string };
