import * as z from "zod/mini";

/** The line beside every form that says how its details are used, linking the privacy notice. */
const privacyNoteSchema = z.strictObject({
  text: z.string(),
  linkLabel: z.string(),
  link: z.literal("/privacy"),
});

export type PrivacyNoteCopy = z.infer<typeof privacyNoteSchema>;

/**
 * Wording of the lead forms. The toast messages are SPEC §8's, exactly; the
 * button texts while sending are SPEC §4's ("Loading..." and "Loading").
 */
export const mailingListFormSchema = z.strictObject({
  emailLabel: z.string(),
  emailPlaceholder: z.string(),
  honeypotLabel: z.string(),
  privacyNote: privacyNoteSchema,
  submitLabel: z.string(),
  loadingLabel: z.literal("Loading..."),
  successMessage: z.literal("You have joined our mailing list!"),
  errorMessage: z.literal("Something went wrong!!!"),
});

export type MailingListFormCopy = z.infer<typeof mailingListFormSchema>;

export const contactFormSchema = z.strictObject({
  heading: z.string(),
  intro: z.string(),
  fields: z.strictObject({
    name: z.strictObject({ label: z.string(), placeholder: z.string() }),
    email: z.strictObject({ label: z.string(), placeholder: z.string() }),
    phone: z.strictObject({ label: z.string(), placeholder: z.string() }),
    message: z.strictObject({ label: z.string(), placeholder: z.string() }),
  }),
  honeypotLabel: z.string(),
  privacyNote: privacyNoteSchema,
  submitLabel: z.string(),
  loadingLabel: z.literal("Loading"),
  successMessage: z.literal("Response taken!"),
  errorMessage: z.literal("Something went wrong!!!"),
});

export type ContactFormCopy = z.infer<typeof contactFormSchema>;

/** content/site/lead-forms.yaml: both forms' words. */
export const leadFormsSchema = z.strictObject({
  mailingList: mailingListFormSchema,
  contact: contactFormSchema,
});
