import { formatNaira, kobo } from "#schemas/money.ts";
import type { RecordPayment } from "#schemas/staff-payments.ts";
import { lagosTime } from "#server/lagos-time.ts";
import type { Payments } from "#server/payments/payments.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";

export type StaffRecording = {
  invoiceId: number;
  payment: {
    method: RecordPayment["method"];
    amount: number;
    paidOn: string;
    note: string | null;
  };
  /** Who records it: named on the payment and in the audit log. */
  staff: { id: string; email: string };
  address: string;
  /** The invoice page form's one-time token; null from the JSON call. */
  formToken: string | null;
};

export type RecordingOutcome =
  | { refused: string; status: 400 | 404 }
  | { recorded: true; paid: number; total: number };

/**
 * A bank transfer or refund a staff member records, whether through the
 * JSON call or the invoice page's form: the same rules, the same receipt,
 * the same audit line (the invoice and the figures, never the note). A form
 * whose token was recorded before (sent twice) is answered as recorded,
 * and nothing more is stored, sent or audited.
 */
export async function recordStaffPayment(
  options: { payments: Payments; audit: AuditLog; today: () => string },
  recording: StaffRecording,
): Promise<RecordingOutcome> {
  const { payments, audit } = options;
  const { repository } = payments;
  const { invoiceId, payment, formToken } = recording;
  const before = await repository.findInvoice(invoiceId);
  if (!before) return { refused: "There is no such invoice.", status: 404 };
  const standing = async (): Promise<RecordingOutcome> => {
    const invoice = await repository.findInvoice(invoiceId);
    return {
      recorded: true,
      paid: repository.netPaid(await repository.paymentsOf(invoiceId)),
      total: invoice?.total ?? 0,
    };
  };
  const paid = repository.netPaid(await repository.paymentsOf(invoiceId));
  // Before the rules, since a repeat of a recorded transfer would now be
  // "more than is due"; and after reading what was paid, so a twin form
  // committed in between is either in that figure or seen here.
  if (formToken !== null && (await repository.formRecorded(invoiceId, formToken))) {
    return standing();
  }
  // A day out of these bounds is a typing slip, and the receipt would print it.
  const issuedOn = lagosTime(before.createdAt).slice(0, 10);
  const today = options.today();
  if (payment.paidOn > today) {
    return {
      refused: `${payment.paidOn} is in the future: give the day the money arrived, today (${today}) at the latest.`,
      status: 400,
    };
  }
  if (payment.paidOn < issuedOn) {
    return {
      refused: `${payment.paidOn} is before the invoice was issued (${issuedOn}): give the day the money arrived.`,
      status: 400,
    };
  }
  // A figure past what was paid, or past what is due, is a typing slip,
  // and its receipt would tell the parent of money that never moved.
  if (payment.method === "refund" && payment.amount > paid) {
    return {
      refused: `A refund can be at most what was paid: ${formatNaira(kobo(paid))}. Check the amount.`,
      status: 400,
    };
  }
  if (payment.method === "bank-transfer" && payment.amount > before.total - paid) {
    return {
      refused: `That is more than is still due (${formatNaira(kobo(Math.max(before.total - paid, 0)))}). Record what is due, and refund the rest to the parent.`,
      status: 400,
    };
  }
  const recorded = await payments.recordByStaff({
    invoiceId,
    method: payment.method,
    amount: kobo(payment.amount),
    paidOn: payment.paidOn,
    note: payment.note,
    by: recording.staff.email,
    formToken,
  });
  if (recorded === "no-invoice") return { refused: "There is no such invoice.", status: 404 };
  if (recorded === "already-recorded") return standing();
  await audit.record({
    action: "payment-recorded",
    actor: recording.staff,
    target: `invoice:${invoiceId}`,
    detail: { method: payment.method, amount: payment.amount, paidOn: payment.paidOn },
    address: recording.address,
  });
  return standing();
}
