import * as z from "zod/mini";
import { type BankDetails, bankDetailsFile, bankDetailsSchema } from "./bank-details.ts";
import { loadEntry } from "./load.ts";

/** The account as the service reads it, with the fields still holding the shipped sample values. */
export type LiveBankDetails = BankDetails & { sampleFields: readonly string[] };

/**
 * The loader strips sample lists from what it hands out, so the list is
 * copied under another name first: an offer waits for the hub's own account
 * (decision 207).
 */
const liveBankDetailsSchema = z.pipe(
  bankDetailsSchema,
  z.transform((details): LiveBankDetails => ({ ...details, sampleFields: details.sample ?? [] })),
);

/** The hub's bank account for fees in a content folder (by default the one being built). */
export function readBankDetails(root?: string): LiveBankDetails {
  return loadEntry(bankDetailsFile, liveBankDetailsSchema, {}, root);
}
