import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { sectionHeadingSchema, seoSchema } from "../blocks.ts";

/** Where the brochure request form lives as a page of its own (before JavaScript, or shared as a link). */
export const brochurePagePath = "/codeville/brochure";

/** The PDF the build writes (scripts/build-brochure.ts), the one the email carries. */
export const brochurePdfPath = "/downloads/codeville-brochure.pdf";

/**
 * The brochure request of SPEC §7.2, §4 and §8. The three messages are the
 * specification's, exactly.
 */
const brochureFormSchema = z.strictObject({
  /** SPEC §7.2's subject; equal to schemas/email-send.ts's (checked by a test). */
  emailSubject: z.literal("Codeville Brochure Request"),
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

export type BrochureFormCopy = z.infer<typeof brochureFormSchema>;

export const brochureForm = brochureFormSchema.parse({
  emailSubject: "Codeville Brochure Request",
  title: "Get the Codeville brochure",
  intro:
    "Every programme with its ages, length, schedule and what your child needs, in one PDF. We will email it to you.",
  emailLabel: "Your email address",
  emailPlaceholder: "you@example.com",
  honeypotLabel: "Leave this field empty",
  submitLabel: "Email me the brochure",
  sendingLabel: "Sending the brochure",
  closeLabel: "Close the brochure form",
  privacyNote: {
    text: "We use your address only to send the brochure.",
    linkLabel: "Privacy notice",
    link: "/privacy",
  },
  requiredMessage: "Email is required",
  successMessage: "Email sent successfully",
  errorMessage: "Error sending email",
});

/** /codeville/brochure: the form as a page, and the PDF to download straight away. */
const brochurePageSchema = z.strictObject({
  seo: seoSchema,
  intro: sectionHeadingSchema,
  download: z.strictObject({ text: z.string(), label: z.string(), link: z.string() }),
});

export const brochurePage = brochurePageSchema.parse({
  seo: {
    title: `Codeville brochure | ${identity.name}`,
    description:
      "Get the Codeville brochure by email or download it now: every kids programme with ages, length, schedule, payment and requirements.",
  },
  intro: {
    eyebrow: "Codeville brochure",
    heading: "All our programmes in one PDF",
    text: "Kids Code Camp, Middle Class, Junior Academy and Virtual Camp: ages, length, schedule, payment and what your child needs.",
  },
  download: {
    text: "In a hurry, or on a shared phone?",
    label: "Download the brochure now (PDF)",
    link: brochurePdfPath,
  },
});
