import type { ContactMessage } from "#schemas/contact-message.ts";
import { mailingListSheet } from "#schemas/mailing-list.ts";
import type { LeadsRepository } from "#server/db/leads-repository.ts";
import { brochureMail, contactNotification } from "#server/mail/messages.ts";
import { isHoneypotFilled } from "#server/routes/validation.ts";

export type LeadActionsOptions = {
  leads: LeadsRepository;
  contactNotifyTo: string | undefined;
};

/**
 * Each lead stored one way, whatever route it came by. A filled honeypot is
 * counted and stores nothing else; the caller answers it like a success.
 */
export function leadActions({ leads, contactNotifyTo }: LeadActionsOptions) {
  return {
    async joinMailingList(email: string, honeypot: string | undefined): Promise<void> {
      if (isHoneypotFilled(honeypot)) return leads.recordSpam("mailing-list");
      await leads.addMailingListSignup({ email, sheet: mailingListSheet });
    },

    async sendContactMessage(
      message: Omit<ContactMessage, "website">,
      honeypot: string | undefined,
    ): Promise<void> {
      if (isHoneypotFilled(honeypot)) return leads.recordSpam("contact");
      const notification = contactNotifyTo ? contactNotification(contactNotifyTo, message) : null;
      await leads.addContactMessage(message, notification);
    },

    async requestBrochure(email: string): Promise<void> {
      await leads.addBrochureRequest(email, brochureMail(email));
    },
  };
}

export type LeadActions = ReturnType<typeof leadActions>;
