import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import { internationalPhone, whatsAppLink } from "#schemas/phone-number.ts";
import type { LeadKind } from "#schemas/staff.ts";
import type { LeadRecord } from "#schemas/staff-leads.ts";
import { inboxCopy } from "../inbox-copy.ts";

const words = inboxCopy.lead;

/** The most of a message a reply quotes: mail apps refuse very long mailto: links. */
const quotedChars = 1_500;

const linkButton =
  "rounded-pill text-brand-strong inline-flex min-h-11 items-center border-2 border-current px-5 font-semibold";

/**
 * A reply that starts written: the subject says what it answers, the mail
 * greets the person by first name and quotes what they sent.
 */
export function replyLink(kind: LeadKind, lead: LeadRecord): string {
  const firstName = (lead.firstname ?? lead.name ?? "").trim().split(/\s+/)[0] ?? "";
  const when = lagosTimeInWords(lead.created_at);
  const message = lead.message ?? "";
  const quote = message.length > quotedChars ? `${message.slice(0, quotedChars)}…` : message;
  const body = [
    words.replyGreeting(firstName),
    "",
    "",
    "",
    ...(quote ? [words.replyQuote(when), ...quote.split(/\r?\n/).map((line) => `> ${line}`)] : []),
  ].join("\n");
  const subject = `Re: ${words.replySubject[kind]} of ${when}`;
  return `mailto:${lead.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Reply by mail, call, or write on WhatsApp: what a phone can do with one tap. */
export function ReplyActions({ kind, lead }: { kind: LeadKind; lead: LeadRecord }) {
  const phone = lead.phone ? internationalPhone(lead.phone) : null;
  const whatsApp = lead.phone ? whatsAppLink(lead.phone) : null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <a href={replyLink(kind, lead)} className={linkButton}>
        {words.reply}
      </a>
      {phone && (
        <a href={`tel:${phone}`} className={linkButton}>
          {words.call}
        </a>
      )}
      {whatsApp && (
        <a href={whatsApp} className={linkButton} target="_blank" rel="noopener noreferrer">
          {words.whatsApp}
        </a>
      )}
    </div>
  );
}
