import type { InvoiceStanding } from "#schemas/staff-payments.ts";

/** Where an invoice stands, as the staff payments pages and their export say it. */
export const invoiceStandingNames: Record<InvoiceStanding, string> = {
  paid: "Paid",
  "part-paid": "Part paid",
  overdue: "Overdue",
  unpaid: "Unpaid",
  withdrawn: "Withdrawn",
};

/** How money came in or went out, as the invoice page and the receipts say it. */
export const paymentMethodNames = {
  paystack: "Paystack",
  "bank-transfer": "Bank transfer",
  refund: "Refund",
} as const;
