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
const mailingListFormSchema = z.strictObject({
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

export const mailingListForm = mailingListFormSchema.parse({
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  honeypotLabel: "Leave this field empty",
  privacyNote: {
    text: "We email only to confirm and send the news you asked for; unsubscribe in one click.",
    linkLabel: "Privacy notice",
    link: "/privacy",
  },
  submitLabel: "Subscribe",
  loadingLabel: "Loading...",
  successMessage: "You have joined our mailing list!",
  errorMessage: "Something went wrong!!!",
});

const contactFormSchema = z.strictObject({
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

export const contactForm = contactFormSchema.parse({
  heading: "Send us a message",
  intro:
    "Tell us what you need and a member of the team will get back to you within two working days.",
  fields: {
    name: { label: "Full name", placeholder: "Ada Okafor" },
    email: { label: "Email address", placeholder: "you@example.com" },
    phone: { label: "Phone number", placeholder: "08012345678" },
    message: { label: "Message", placeholder: "How can we help?" },
  },
  honeypotLabel: "Leave this field empty",
  privacyNote: {
    text: "We use these details only to answer your message.",
    linkLabel: "How we look after them",
    link: "/privacy",
  },
  submitLabel: "Send message",
  loadingLabel: "Loading",
  successMessage: "Response taken!",
  errorMessage: "Something went wrong!!!",
});
