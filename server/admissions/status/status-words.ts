import type { AdmissionStage } from "#schemas/admission-stages.ts";

/**
 * What the status page says of each stage, under its name, to the applicant
 * or to the parent of a child who applied (a kids programme's form is
 * filled in by the parent).
 */
export const stageExplanations: Record<AdmissionStage, { applicant: string; parent: string }> = {
  received: {
    applicant: "We have your application. The team will read it soon.",
    parent: "We have your child's application. The team will read it soon.",
  },
  reviewing: {
    applicant: "The team is reading your application.",
    parent: "The team is reading your child's application.",
  },
  interview: {
    applicant: "You are invited to an interview. Our mail says when and how.",
    parent: "Your child is invited to an interview. Our mail says when and how.",
  },
  offered: {
    applicant: "You are offered a place. Our mail says what to do next.",
    parent: "Your child is offered a place. Our mail says what to do next.",
  },
  waitlisted: {
    applicant: "You are on the waiting list. We will write if a place opens.",
    parent: "Your child is on the waiting list. We will write if a place opens.",
  },
  accepted: {
    applicant: "You accepted your place. We look forward to seeing you.",
    parent: "You accepted your child's place. We look forward to seeing them.",
  },
  declined: {
    applicant: "We could not offer you a place this time. This application has ended.",
    parent: "We could not offer your child a place this time. This application has ended.",
  },
  withdrawn: {
    applicant: "You withdrew this application. It has ended: the team no longer considers it.",
    parent: "You withdrew your child's application. It has ended: the team no longer considers it.",
  },
};

/** The status pages' words; {programme} is the programme and edition. */
export const statusWords = {
  linkTitle: "Your application",
  linkText: "Press the button to see where the application stands.",
  show: "Show the application",
  invalidTitle: "This link does not work",
  invalidText:
    "It may have expired, it was copied only in part, or the application was erased. Nothing has changed.",
  invalidHelp: "Call us and we will tell you where the application stands.",
  tooManyTitle: "Please wait a minute",
  tooManyText:
    "Too many requests came from your connection in a short time. Wait a minute, then press the button in the mail again. Nothing has changed.",
  heading: { applicant: "Your application", parent: "Your child's application" },
  programme: "Programme",
  reference: "Reference",
  stage: "Where it stands",
  answers: "What was sent",
  noFile: "No file",
  fileSent: "sent",
  notAnswered: "Not answered",
  withdrawHeading: "Withdraw the application",
  withdrawText:
    "Withdrawing tells the team that you no longer want a place in {programme}. It cannot be undone, and this address cannot apply to this call again.",
  withdraw: "Withdraw…",
  confirmTitle: "Withdraw the application?",
  confirmText:
    "The application to {programme} ends now: the team stops considering it, and any place offered is given to someone else. It cannot be undone.",
  confirm: "Yes, withdraw it",
  keep: "No, keep the application",
  withdrawn: "The application is withdrawn. We are sorry to see it go.",
  alreadyEnded: "This application had already ended: nothing has changed.",
  help: "Questions? Call {name} on {phone}, {hours}.",
} as const;
