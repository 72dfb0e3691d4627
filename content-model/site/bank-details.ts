import * as z from "zod/mini";
import { sampleMarker } from "../sample.ts";

/**
 * The hub's bank account for fees (issue 35; content/site/bank-details.yaml):
 * the payment page gives it beside every invoice, with the invoice's
 * reference to quote, so a parent can always pay by transfer.
 */
export const bankDetailsFile = "site/bank-details.yaml";

const bankDetailsShape = {
  /** The bank as parents know it: "Guaranty Trust Bank (GTBank)". */
  bank: z.string().check(z.minLength(2)),
  /** The account's name exactly as the bank shows it when the number is typed. */
  accountName: z.string().check(z.minLength(2)),
  /** The 10-digit NUBAN every Nigerian bank uses. */
  accountNumber: z
    .string()
    .check(z.regex(/^\d{10}$/, "must be the account's 10 digits (NUBAN), without spaces")),
};

export const bankDetailsSchema = z.strictObject({
  ...bankDetailsShape,
  sample: sampleMarker(bankDetailsShape),
});

export type BankDetails = z.infer<typeof bankDetailsSchema>;
