import type { ContactMessage } from "#schemas/contact-message.ts";
import type { LeadForm } from "#schemas/form-posts.ts";
import { mailingListSheet } from "#schemas/mailing-list.ts";
import { LeadRefused } from "#server/db/lead-transaction.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";
import type { MailLinks } from "#server/mail/mail-links.ts";
import {
  brochureMail,
  confirmationMail,
  contactNotification,
  type MailSender,
} from "#server/mail/messages.ts";
import { confirmLinkDays } from "#server/mail/signed-links.ts";
import { isHoneypotFilled } from "#server/routes/validation.ts";

/**
 * How a lead ended: stored (a filled honeypot looks the same to the caller),
 * or refused and why. Mail never refuses a lead: past the hourly budget its
 * mail waits (docs/decisions/155-mail-budget-spent-at-sending.md).
 */
export type LeadOutcome = { stored: true } | { stored: false; refusal: LeadRefused["reason"] };

export type LeadActionsOptions = {
  leads: LeadsRepository;
  links: MailLinks;
  contactNotifyTo: string | undefined;
  /** Who mails are from, read from the live release at each lead (server/content/live-content.ts). */
  sender: () => MailSender;
};

const stored = { stored: true } as const;

function refusedOutcome(error: unknown): LeadOutcome {
  if (!(error instanceof LeadRefused)) throw error;
  return { stored: false, refusal: error.reason };
}

/**
 * Each lead stored one way, whether it came as SPEC §7's JSON call or as the
 * no-JavaScript form post (schemas/form-posts.ts). A filled honeypot is
 * counted and stores nothing else; the caller answers it like a success.
 * `clientAddress` (server/client-address.ts) sent the lead: the mail it
 * causes a visitor spends that client's share of the mail budget.
 */
export function leadActions({ leads, links, contactNotifyTo, sender }: LeadActionsOptions) {
  return {
    recordSpam: (form: LeadForm) => leads.recordSpam(form),

    async joinMailingList(
      email: string,
      honeypot: string | undefined,
      clientAddress: string,
    ): Promise<LeadOutcome> {
      if (isHoneypotFilled(honeypot)) {
        await leads.recordSpam("mailing-list");
        return stored;
      }
      const confirmationFor = (nonce: string) =>
        confirmationMail(sender(), email, links.forConfirmation(email, nonce), confirmLinkDays);
      return leads
        .addMailingListSignup({ email, sheet: mailingListSheet }, confirmationFor, clientAddress)
        .then(() => stored, refusedOutcome);
    },

    async sendContactMessage(
      message: Omit<ContactMessage, "website">,
      honeypot: string | undefined,
    ): Promise<LeadOutcome> {
      if (isHoneypotFilled(honeypot)) {
        await leads.recordSpam("contact");
        return stored;
      }
      const notification = contactNotifyTo ? contactNotification(contactNotifyTo, message) : null;
      await leads.addContactMessage(message, notification);
      return stored;
    },

    async requestBrochure(email: string, clientAddress: string): Promise<LeadOutcome> {
      return leads
        .addBrochureRequest(
          email,
          brochureMail(sender(), email, links.forBrochure(email)),
          clientAddress,
        )
        .then(() => stored, refusedOutcome);
    },
  };
}

export type LeadActions = ReturnType<typeof leadActions>;
