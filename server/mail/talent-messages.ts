import { identity } from "#schemas/content/identity.server.ts";
import type { ApplicationFields, HiringRequestFields } from "#schemas/talent-forms.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";
import { unsubscribeFooter, type VisitorMailLinks } from "#server/mail/messages.ts";

/**
 * The mails of issue 23: a confirmation to the person who sent a talent form,
 * and a notification to the staff. Neither carries the résumé: it opens only
 * in the staff inbox, for signed-in staff.
 */

export const applicationConfirmationSubject = `We have your application to the ${identity.name}`;
export const hiringRequestConfirmationSubject = `We have your request for talent from the ${identity.name}`;

/** A confirmation to the person who sent a talent form: greeting, what happens next, how to reach us. */
function talentConfirmation(
  kind: "application-confirmation" | "hiring-request-confirmation",
  sender: { email: string; firstname: string },
  subject: string,
  whatHappensNext: readonly string[],
  links: VisitorMailLinks,
): OutboxDraft {
  return {
    kind,
    to_address: sender.email,
    subject,
    text_body: [
      `Hello ${sender.firstname},`,
      "",
      ...whatHappensNext,
      "",
      `Questions? Reply to this email or call us on ${identity.phone}, ${identity.workHours}.`,
      "",
      `The ${identity.name} talent team`,
      ...unsubscribeFooter(links.unsubscribe),
    ].join("\n"),
    attachment_name: null,
    unsubscribe_url: links.unsubscribe,
  };
}

export function applicationConfirmation(
  application: ApplicationFields,
  links: VisitorMailLinks,
): OutboxDraft {
  return talentConfirmation(
    "application-confirmation",
    application,
    applicationConfirmationSubject,
    [
      `Thank you for applying to the ${identity.name}. Your details and your résumé reached us safely.`,
      "Our team reads every application. If your profile fits a cohort or a placement, we will call or email you to arrange a short interview.",
    ],
    links,
  );
}

export function hiringRequestConfirmation(
  request: HiringRequestFields,
  links: VisitorMailLinks,
): OutboxDraft {
  return talentConfirmation(
    "hiring-request-confirmation",
    request,
    hiringRequestConfirmationSubject,
    [
      `Thank you for asking the ${identity.name} for talent for ${request.companyName}.`,
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
