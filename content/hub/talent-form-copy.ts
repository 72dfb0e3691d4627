import * as z from "zod/mini";
import { talentFormFields } from "#schemas/talent-forms.ts";
import { talentChoices } from "./talent-choices.ts";

/**
 * The wording of the two talent forms (issue 23): labels, hints, buttons and
 * what the visitor is told after sending. The validation messages are SPEC
 * §5's and live with the schemas (schemas/form-rules.ts), not here.
 */
const fieldCopySchema = z.strictObject({
  label: z.string().check(z.minLength(1)),
  placeholder: z.optional(z.string()),
  /** A line under the field: what to type, or why it is asked. */
  hint: z.optional(z.string()),
  /** For a choice field: the first, empty option ("Choose…"). */
  choosePrompt: z.optional(z.string()),
  /** For a choice field: the options, from content/hub/talent-choices.ts. */
  choices: z.optional(z.array(z.string())),
});

const privacyNoteSchema = z.strictObject({
  text: z.string(),
  linkLabel: z.string(),
  link: z.literal("/privacy"),
});

function formCopySchema<const F extends readonly string[]>(fields: F) {
  return z.strictObject({
    heading: z.string(),
    intro: z.string(),
    fields: z.strictObject(
      Object.fromEntries(fields.map((field) => [field, fieldCopySchema])) as Record<
        F[number],
        typeof fieldCopySchema
      >,
    ),
    honeypotLabel: z.string(),
    privacyNote: privacyNoteSchema,
    submitLabel: z.string(),
    loadingLabel: z.string(),
    /** Read out while the résumé uploads, with the percentage. */
    progressLabel: z.string(),
    successMessage: z.string(),
    errorMessage: z.string(),
    /** Shown in place of the form once it is sent. */
    sent: z.strictObject({ heading: z.string(), text: z.string(), againLabel: z.string() }),
  });
}

const applicationCopySchema = formCopySchema([...talentFormFields.application, "resume"]);
const hiringRequestCopySchema = formCopySchema(talentFormFields["hiring-request"]);

export type ApplicationFormCopy = z.infer<typeof applicationCopySchema>;
export type HiringRequestFormCopy = z.infer<typeof hiringRequestCopySchema>;
export type TalentFormCopy = ApplicationFormCopy | HiringRequestFormCopy;
export type FieldCopy = z.infer<typeof fieldCopySchema>;

const honeypotLabel = "Leave this field empty";

export const applicationFormCopy = applicationCopySchema.parse({
  heading: "Apply to the talent pool",
  intro: "It takes five minutes. Have your résumé ready as a PDF.",
  fields: {
    firstname: { label: "First name", placeholder: "Ada" },
    lastname: { label: "Last name", placeholder: "Okafor" },
    email: { label: "Email address", placeholder: "you@example.com" },
    phoneNumber: {
      label: "Phone number",
      placeholder: "0803 123 4567",
      hint: "We call shortlisted applicants, so use a number you answer.",
    },
    stack: {
      label: "Stack",
      hint: "The area you work in now, or want to work in.",
      choosePrompt: "Choose your stack",
      choices: talentChoices.stacks,
    },
    skillRequirement: {
      label: "Skill level",
      choosePrompt: "Choose your level",
      choices: talentChoices.skillLevels,
    },
    resume: {
      label: "Résumé (PDF, up to 25 MB)",
      hint: "One PDF file. Add links to your projects, GitHub or portfolio inside it.",
    },
  },
  honeypotLabel,
  privacyNote: {
    text: "Only our talent team reads your application and résumé.",
    linkLabel: "How long we keep them",
    link: "/privacy",
  },
  submitLabel: "Send my application",
  loadingLabel: "Sending…",
  progressLabel: "Uploading your résumé",
  successMessage: "Application received!",
  errorMessage: "Something went wrong!!!",
  sent: {
    heading: "Thank you, your application is in",
    text: "We have emailed you a confirmation. Our team reads every application and calls shortlisted applicants within two weeks.",
    againLabel: "Send another application",
  },
});

export const hiringRequestFormCopy = hiringRequestCopySchema.parse({
  heading: "Tell us who you need",
  intro: "Every field helps us suggest the right people on our first call.",
  fields: {
    firstname: { label: "First name", placeholder: "Chidi" },
    lastname: { label: "Last name", placeholder: "Nwosu" },
    email: { label: "Work email", placeholder: "you@company.com" },
    phoneNumber: { label: "Phone number", placeholder: "0803 123 4567" },
    companyName: { label: "Company name", placeholder: "Acme Logistics" },
    companyWebsite: { label: "Company website", placeholder: "https://yourcompany.com" },
    noOfEmployees: {
      label: "Number of employees",
      placeholder: "25",
      hint: "Digits only.",
    },
    role: {
      label: "Role to fill",
      placeholder: "Frontend developer",
    },
    skillRequirement: {
      label: "Skill level needed",
      choosePrompt: "Choose a level",
      choices: talentChoices.skillLevels,
    },
    levelOfCommitment: {
      label: "Level of commitment",
      choosePrompt: "Choose how they would work",
      choices: talentChoices.commitments,
    },
    startDate: { label: "Start date", hint: "When you would like them to start." },
  },
  honeypotLabel,
  privacyNote: {
    text: "We use these details only to find talent for you.",
    linkLabel: "Privacy notice",
    link: "/privacy",
  },
  submitLabel: "Request talent",
  loadingLabel: "Sending…",
  progressLabel: "Sending your request",
  successMessage: "Request received!",
  errorMessage: "Something went wrong!!!",
  sent: {
    heading: "Thank you, we have your request",
    text: "We have emailed you a confirmation. Someone from our team will call you within two working days to talk through the role.",
    againLabel: "Send another request",
  },
});
