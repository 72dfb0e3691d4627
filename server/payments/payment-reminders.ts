import type { FastifyBaseLogger } from "fastify";
import { hasEnded, type ReminderClaim } from "#server/db/payments-repository.ts";
import type { PaymentReminderKind } from "#server/db/schema.ts";
import { lagosTime } from "#server/lagos-time.ts";
import type { MailSender } from "#server/mail/messages.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { reminderMail } from "#server/payments/payment-mails.ts";
import type { Payments } from "#server/payments/payments.ts";

/**
 * Which reminder a part falls due for, this many days ahead: the week's
 * from 7 days down to 2 (a service stopped on the 7th day still sends it),
 * the day's on the last day. None past the due date: that is overdue, for
 * staff (the cohort page).
 */
function reminderFor(daysLeft: number): PaymentReminderKind | null {
  if (daysLeft >= 2 && daysLeft <= 7) return "week-before";
  if (daysLeft === 1) return "day-before";
  return null;
}

const dayMs = 86_400_000;

export type PaymentRemindersOptions = {
  payments: Pick<Payments, "repository" | "linkFor" | "programmeNameOf">;
  sender: () => MailSender;
  pollMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/**
 * Reminders before an instalment after the first falls due (issue 35,
 * decision 208): one a week before and one a day before, while it is
 * unpaid, each saying all that is owed by that day, and what of it is
 * overdue already. Each is claimed by its (invoice, instalment, kind) row in the
 * transaction that queues its mail, so two instances, a second pass or a
 * restart never send one twice.
 */
export function paymentReminders(options: PaymentRemindersOptions) {
  const now = options.now ?? (() => new Date());
  const { repository } = options.payments;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  /** One pass; resolves with the number of reminders queued. Tests call it directly. */
  async function runOnce(): Promise<number> {
    const at = now();
    const today = Date.parse(lagosTime(at.toISOString()).slice(0, 10));
    let queued = 0;
    // What a pass before queued is skipped here, without a mail drawn or a
    // transaction opened: the claim in queueReminder still decides a race.
    const claimKey = (claim: ReminderClaim) => `${claim.invoiceId}:${claim.part}:${claim.kind}`;
    const day = (offset: number) => new Date(today + offset * dayMs).toISOString().slice(0, 10);
    const invoices = await repository.invoicesDueBetween(day(1), day(7));
    const claimed = new Set(
      (await repository.queuedReminders(invoices.map((invoice) => invoice.id))).map(claimKey),
    );
    for (const invoice of invoices) {
      if (invoice.email === null || hasEnded(invoice.stage)) continue;
      const { parts } = invoice.schedule as InvoiceSchedule;
      let covered = 0;
      for (const [index, part] of parts.entries()) {
        // What came in covers the parts in order: what is owed by this part's
        // day is all of it and every earlier part not covered, and what of
        // that fell due before today is overdue (decision 239).
        const dueBefore = parts
          .slice(0, index)
          .filter((earlier) => Date.parse(earlier.due) < today)
          .reduce((sum, earlier) => sum + earlier.amount, 0);
        covered += part.amount;
        const owed = covered - invoice.paid;
        if (index === 0 || owed <= 0) continue;
        const kind = reminderFor(Math.round((Date.parse(part.due) - today) / dayMs));
        if (!kind) continue;
        const claim = { invoiceId: invoice.id, part: index, kind };
        if (claimed.has(claimKey(claim))) continue;
        const mail = reminderMail(options.sender(), {
          to: invoice.email,
          programme: options.payments.programmeNameOf(invoice.call),
          reference: invoice.reference,
          part: part.label,
          partAmount: Math.min(part.amount, owed),
          amount: owed,
          overdue: Math.max(0, dueBefore - invoice.paid),
          due: part.due,
          payLink: options.payments.linkFor(invoice, invoice.email).url,
        });
        if (await repository.queueReminder(claim, mail, at.toISOString())) queued += 1;
      }
    }
    return queued;
  }

  function tick() {
    running = runOnce()
      .then((queued) => {
        // A count only: the mails name invoices and parents, the log never does.
        if (queued > 0) options.log.info({ queued }, "payment reminders queued");
      })
      .catch((error: unknown) => options.log.error({ err: error }, "payment reminders failed"))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  }

  return {
    runOnce,
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
