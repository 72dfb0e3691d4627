import { whatsAppLink } from "#schemas/phone-number.ts";
import type { LeadKind } from "#schemas/staff.ts";
import {
  type LeadRecord,
  leadAlertKindPlurals,
  leadFieldLabels,
  leadFieldsByKind,
  leadFieldText,
  leadKindNames,
  leadKindPlurals,
} from "#schemas/staff-leads.ts";
import { type CallNames, callTitle } from "#server/admissions/stage-moves.ts";
import type { AlertedApplication, LeadAlertMail } from "#server/db/lead-alerts.ts";
import { leadPageUrl } from "#server/export/lead-export.ts";
import { lagosTimeInWords } from "#server/lagos-time.ts";

/**
 * The mail a staff member gets about a new lead (issue 32, item 14): what
 * came in, a link to it on the staff side, and Reply-To set to the visitor,
 * so answering the mail answers them. The subject names the kind only:
 * typed text never goes into a subject (docs/decisions/091-talent-lead-mails.md).
 */
export function leadAlertMail(
  kind: LeadKind,
  lead: LeadRecord,
  to: string,
  staffUrl: string,
): LeadAlertMail {
  const lines = leadFieldsByKind[kind].flatMap((field): string[] => {
    const value = lead[field];
    if (value === undefined || value === "") return [];
    // A message keeps its lines, under its label.
    if (field === "message") return ["", `${leadFieldLabels[field]}:`, value, ""];
    const line = `${leadFieldLabels[field]}: ${leadFieldText(field, lead)}`;
    if (field !== "phone") return [line];
    const whatsApp = whatsAppLink(value);
    return [line, ...(whatsApp ? [`WhatsApp: ${whatsApp}`] : [])];
  });
  return {
    kind: `${kind}-alert`,
    to_address: to,
    subject: `New lead: ${leadKindNames[kind]}`,
    text_body: [
      `${leadKindNames[kind]}, received ${lagosTimeInWords(lead.created_at)} (Lagos time).`,
      "",
      ...lines,
      "",
      "Open it on the staff side:",
      leadPageUrl(staffUrl, kind, lead.id),
      "",
      `Reply to this mail to answer ${lead.email}.`,
      "",
      "--",
      `You get a mail about each new lead of the kinds you chose (here: ${leadKindPlurals[kind]}).`,
      `To change that: ${new URL("/people/me", staffUrl)}`,
    ].join("\n"),
    attachment_name: null,
    reply_to: lead.email,
  };
}

/**
 * The staff's mail about a new programme application (walk of the staff
 * side, 2026-11-29), by the lead mails' rule: the subject names the kind
 * and the call only, the body what a lead mail carries (the names given and
 * the address, never an answer of the form), a link to the application on
 * the staff host, and Reply-To the applicant. The call is named as the staff
 * pages name it ("Kids Code Camp 2024", `callNames` from the live release),
 * not by its file name.
 */
export function programmeApplicationAlertMail(
  application: AlertedApplication,
  call: Pick<CallNames, "programme" | "edition">,
  to: string,
  staffUrl: string,
): LeadAlertMail {
  const kind = leadAlertKindPlurals["programme-application"];
  const title = callTitle(call);
  return {
    kind: "admission-alert",
    to_address: to,
    subject: `New programme application: ${title}`,
    text_body: [
      `A programme application to ${title}, received ${lagosTimeInWords(application.created_at)} (Lagos time).`,
      "",
      `Reference: ${application.reference}`,
      ...(application.names.length > 0 ? [`Name: ${application.names.join(" · ")}`] : []),
      `Email: ${application.email}`,
      "",
      "Open it on the staff side:",
      new URL(`/applications/${application.call}/${application.reference}`, staffUrl).toString(),
      "",
      `Reply to this mail to answer ${application.email}.`,
      "",
      "--",
      `You get a mail about each new lead of the kinds you chose (here: ${kind}).`,
      `To change that: ${new URL("/people/me", staffUrl)}`,
    ].join("\n"),
    attachment_name: null,
    reply_to: application.email,
  };
}
