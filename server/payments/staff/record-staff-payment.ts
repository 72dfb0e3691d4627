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
  /** The form's "the parent paid more than is due" was ticked (decision 240); never from the JSON call. */
  overPaymentConfirmed?: boolean;
};

export type RecordingOutcome =
  | { refused: string; status: 400 | 404 | 409 }
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
  const recorded = await payments.recordByStaff(
    {
      invoiceId,
      method: payment.method,
      amount: kobo(payment.amount),
      paidOn: payment.paidOn,
      note: payment.note,
      by: recording.staff.email,
      formToken,
      overPaymentConfirmed: recording.overPaymentConfirmed === true,
    },
    audit.line({
      action: "payment-recorded",
      actor: recording.staff,
      target: `invoice:${invoiceId}`,
      // The reference, so the log names the invoice as staff know it (decision 240).
      detail: {
        invoice: before.reference,
        method: payment.method,
        amount: payment.amount,
        paidOn: payment.paidOn,
      },
      address: recording.address,
    }),
  );
  // A figure past what was paid, or past what is due, is a typing slip, and
  // its receipt would tell the parent of money that never moved; the
  // repository checks it as it stores, so two forms at once cannot pass together.
  switch (recorded.outcome) {
    case "no-invoice":
      return { refused: "There is no such invoice.", status: 404 };
    case "already-recorded":
      return standing();
    case "form-used-elsewhere":
      return {
        refused:
          "This form was already used for another payment. Open the invoice again to record a new one.",
        status: 409,
      };
    case "refund-over-paid":
      return {
        refused: `A refund can be at most what was paid: ${formatNaira(kobo(recorded.paid))}. Check the amount.`,
        status: 400,
      };
    case "over-due":
      return {
        refused: `That is more than is still due (${formatNaira(kobo(recorded.due))}). Record what is due, and refund the rest to the parent.`,
        status: 400,
      };
    case "recorded":
      return standing();
  }
}
