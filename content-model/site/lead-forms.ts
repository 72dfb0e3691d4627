import * as z from "zod/mini";

/** The line beside every form that says how its details are used, linking the privacy notice. */
const privacyNoteSchema = z.strictObject({
  text: z.string(),
  linkLabel: z.string(),
  link: z.literal("/privacy"),
});

export type PrivacyNoteCopy = z.infer<typeof privacyNoteSchema>;

/**
 * What both lead forms say around their fields, in the order the editor
 * shows it. The toast messages are SPEC §8's, exactly; the button texts while
 * sending are SPEC §4's ("Loading..." and "Loading"): each form names its own.
 */
function sendingWordsSchema<const Loading extends string, const Success extends string>(
  loadingLabel: Loading,
  successMessage: Success,
) {
  return {
    honeypotLabel: z.string(),
    privacyNote: privacyNoteSchema,
    submitLabel: z.string(),
    loadingLabel: z.literal(loadingLabel),
    successMessage: z.literal(successMessage),
    errorMessage: z.literal("Something went wrong!!!"),
  };
}

export const mailingListFormSchema = z.strictObject({
  emailLabel: z.string(),
  emailPlaceholder: z.string(),
  ...sendingWordsSchema("Loading...", "You have joined our mailing list!"),
});

export type MailingListFormCopy = z.infer<typeof mailingListFormSchema>;

const fieldWordsSchema = z.strictObject({ label: z.string(), placeholder: z.string() });

export const contactFormSchema = z.strictObject({
  heading: z.string(),
  intro: z.string(),
  fields: z.strictObject({
    name: fieldWordsSchema,
    email: fieldWordsSchema,
    phone: fieldWordsSchema,
    message: fieldWordsSchema,
  }),
  ...sendingWordsSchema("Loading", "Response taken!"),
});

export type ContactFormCopy = z.infer<typeof contactFormSchema>;

/** content/site/lead-forms.yaml: both forms' words. */
export const leadFormsSchema = z.strictObject({
  mailingList: mailingListFormSchema,
  contact: contactFormSchema,
});
