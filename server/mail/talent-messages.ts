import type { ApplicationFields, HiringRequestFields } from "#schemas/talent-forms.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";
import {
  type MailSender,
  unsubscribeFooter,
  type VisitorMailLinks,
} from "#server/mail/messages.ts";

/**
 * The mails of issue 23: a confirmation to the person who sent a talent form,
 * and a notification to the staff. Neither carries the résumé: it opens only
 * in the staff inbox, for signed-in staff.
 */

export const applicationConfirmationSubject = (sender: MailSender) =>
  `We have your application to the ${sender.name}`;
export const hiringRequestConfirmationSubject = (sender: MailSender) =>
  `We have your request for talent from the ${sender.name}`;

/** A confirmation to the person who sent a talent form: greeting, what happens next, how to reach us. */
function talentConfirmation(
  sender: MailSender,
  kind: "application-confirmation" | "hiring-request-confirmation",
  person: { email: string; firstname: string },
  subject: string,
  whatHappensNext: readonly string[],
  links: VisitorMailLinks,
): OutboxDraft {
  return {
    kind,
    to_address: person.email,
    subject,
    text_body: [
      `Hello ${person.firstname},`,
      "",
      ...whatHappensNext,
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} talent team`,
      ...unsubscribeFooter(sender, links.unsubscribe),
    ].join("\n"),
    attachment_name: null,
    unsubscribe_url: links.unsubscribe,
  };
}

export function applicationConfirmation(
  sender: MailSender,
  application: ApplicationFields,
  links: VisitorMailLinks,
): OutboxDraft {
  return talentConfirmation(
    sender,
    "application-confirmation",
    application,
    applicationConfirmationSubject(sender),
    [
      `Thank you for applying to the ${sender.name}. Your details and your résumé reached us safely.`,
      "Our team reads every application. If your profile fits a cohort or a placement, we will call or email you to arrange a short interview.",
    ],
    links,
  );
}

export function hiringRequestConfirmation(
  sender: MailSender,
  request: HiringRequestFields,
  links: VisitorMailLinks,
): OutboxDraft {
  return talentConfirmation(
    sender,
    "hiring-request-confirmation",
    request,
    hiringRequestConfirmationSubject(sender),
    [
      `Thank you for asking the ${sender.name} for talent for ${request.companyName}.`,
      "Someone from our team will call you within two working days to talk through the role and suggest people who fit it.",
    ],
    links,
  );
}

export function applicationNotification(
  toAddress: string,
  application: ApplicationFields,
): OutboxDraft {
  return {
    kind: "application-notification",
    to_address: toAddress,
    subject: "New talent application",
    text_body: [
      `Name: ${application.firstname} ${application.lastname}`,
      `Email: ${application.email}`,
      `Phone: ${application.phoneNumber}`,
      `Stack: ${application.stack}`,
      `Skill level: ${application.skillRequirement}`,
      "",
      "The résumé is in the staff inbox.",
    ].join("\n"),
    attachment_name: null,
  };
}

export function hiringRequestNotification(
  toAddress: string,
  request: HiringRequestFields,
): OutboxDraft {
  return {
    kind: "hiring-request-notification",
    to_address: toAddress,
    subject: "New request for talent",
    text_body: [
      `Company: ${request.companyName} (${request.companyWebsite}), ${request.noOfEmployees} employees`,
      `Contact: ${request.firstname} ${request.lastname}`,
      `Email: ${request.email}`,
      `Phone: ${request.phoneNumber}`,
      `Role: ${request.role}`,
      `Skill level: ${request.skillRequirement}`,
      `Commitment: ${request.levelOfCommitment}`,
      `Start date: ${request.startDate}`,
    ].join("\n"),
    attachment_name: null,
  };
}
