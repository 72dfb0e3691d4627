import { callFileName } from "#content-model/calls/calls.ts";
import { formatNaira } from "#schemas/money.ts";
import { type Html, html } from "#server/admissions/staff/staff-html.ts";
import { callNames, type MoveMail } from "#server/admissions/stage-moves.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";
import { invoiceTerms } from "#server/payments/invoice.ts";
import { offerMailSubject } from "#server/payments/payment-mails.ts";

/**
 * Where the preview shows a mail's private link: the link itself is made
 * and sealed as the move is stored, and a working one never reaches a
 * staff page, a log or the audit log (decision 245).
 */
export const privateLinkInPreview =
  "[the applicant's own private status link, made as the mail is queued]";

/**
 * What staff are told about mail once a move is stored: it is queued, and it
 * only leaves when a mail server is set (SMTP_URL; without one the outbox
 * worker keeps everything queued), so nobody reads "mailed" when nothing
 * will send.
 */
export function queuedMailWords(mailServer: boolean): string {
  return mailServer
    ? "The applicant's mail is queued in the outbox and goes out in the next few minutes."
    : "The applicant's mail is queued in the outbox, but no mail server is set up (SMTP_URL), so it will not be sent until one is.";
}

/**
 * The invoice mail's subject and total, for the preview of an offer on a
 * paid call: the subject the offer mail will have (its private link and the
 * link's last day are made only as the invoice is issued, so the body is not
 * shown), `invoiceTerms` for the amount.
 */
function invoicePreview(
  call: string,
  reference: string,
  content: ServiceContent,
): { subject: string; total: string } | null {
  const found = content.calls.find((each) => callFileName(each) === call);
  const terms = found && invoiceTerms(found);
  if (!found || !terms || "refused" in terms) return null;
  const subject = offerMailSubject({ programme: callNames(call, content).programme, reference });
  return { subject, total: formatNaira(terms.total) };
}

/** The mail a move will queue, shown exactly as the outbox will send it (subject and body), or that none goes. */
export function moveMailPreview(mail: MoveMail, reference: string, content: ServiceContent): Html {
  if (mail.kind === "none") {
    return html`<p class="mt-2">No mail goes to the applicant for this move.</p>`;
  }
  if (mail.kind === "invoice") {
    const invoice = invoicePreview(mail.call, reference, content);
    return invoice
      ? html`<p class="mt-2">This call has a fee, so instead of the stage's mail the parent gets the invoice mail, “${invoice.subject}”: the offer of the place, the invoice for ${invoice.total} in all with its due dates, and a private link to pay. That link is made as the invoice is issued, so the mail's exact words cannot be shown before.</p>`
      : html`<p class="mt-2">This call has a fee, so the parent gets the invoice mail instead of the stage's mail. Its words cannot be shown before it is issued.</p>`;
  }
  return html`<div class="border-line bg-surface mt-2 rounded-xl border p-4">
<p class="text-small text-ink-soft">To: <span class="wrap-anywhere">${mail.mail.to_address}</span></p>
<p class="mt-1 font-semibold wrap-anywhere">${mail.mail.subject}</p>
<pre class="mt-3 font-sans whitespace-pre-wrap wrap-anywhere">${textAsSent({ ...mail.mail, sealed_secret: mail.mail.sealed_secret ?? null }, () => privateLinkInPreview)}</pre>
</div>`;
}
