import * as z from "zod";
import { hasOnlyMessageCharacters, noteCharactersRefusal } from "#schemas/fields.ts";

/**
 * The staff side's payment calls (issue 35): recording a bank transfer or a
 * refund on an invoice, and a cohort's payments at a glance. Amounts are
 * whole kobo, as everywhere (schemas/money.ts).
 */

export const staffPaymentMethods = ["bank-transfer", "refund"] as const;

export const recordPaymentSchema = z.strictObject({
  method: z.enum(staffPaymentMethods, { error: "Choose bank transfer or refund." }),
  amount: z
    .number({ error: "Give the amount in kobo: ₦1 is 100 kobo." })
    .int({ error: "Give the amount in whole kobo: ₦1 is 100 kobo." })
    .positive({ error: "The amount must be more than ₦0." })
    .max(1_000_000_000, { error: "That amount is more than ₦10,000,000: check the zeros." }),
  paidOn: z.iso.date({ error: "Give the day the money moved (YYYY-MM-DD)." }),
  note: z
    .string()
    .trim()
    .max(500, { error: "Keep the note under 500 characters." })
    .refine(hasOnlyMessageCharacters, { error: noteCharactersRefusal })
    .optional()
    .transform((note) => (note ? note : null)),
});
export type RecordPayment = z.input<typeof recordPaymentSchema>;

export const invoiceIdSchema = z.strictObject({
  id: z.coerce.number({ error: "No such invoice." }).int().positive({ error: "No such invoice." }),
});

export const recordedPaymentAnswerSchema = z.strictObject({
  recorded: z.literal(true),
  paid: z.number().int(),
  total: z.number().int(),
});
export type RecordedPaymentAnswer = z.infer<typeof recordedPaymentAnswerSchema>;

/** Withdrawn: the application ended (withdrawn or declined), so the invoice owes nothing more. */
export const invoiceStandings = ["paid", "part-paid", "overdue", "unpaid", "withdrawn"] as const;
export type InvoiceStanding = (typeof invoiceStandings)[number];

export const cohortPaymentsAnswerSchema = z.strictObject({
  call: z.string(),
  invoices: z.array(
    z.strictObject({
      id: z.number().int(),
      reference: z.string(),
      total: z.number().int(),
      paid: z.number().int(),
      standing: z.enum(invoiceStandings),
    }),
  ),
  collected: z.number().int(),
  outstanding: z.number().int(),
  alarms: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.enum([
        "amount-mismatch",
        "currency-mismatch",
        "unknown-reference",
        "ended-application",
        "over-payment",
      ]),
      reference: z.string().nullable(),
      detail: z.string(),
      at: z.string(),
    }),
  ),
});
export type CohortPaymentsAnswer = z.infer<typeof cohortPaymentsAnswerSchema>;

export const callParamSchema = z.strictObject({
  call: z.string().regex(/^[a-z0-9-]{1,100}$/, { error: "No such call." }),
});
