import { readSingleton } from "../read.server.ts";
import type { BankDetails } from "./bank-details.ts";

/** The account as the service reads it, with the fields still holding the shipped sample values. */
export type LiveBankDetails = BankDetails & { sampleFields: readonly string[] };

/**
 * The hub's bank account for fees in a content folder (by default the one
 * being built), with its sample list, which pages never get: an offer waits
 * for the hub's own account (decision 207).
 */
export function readBankDetails(root?: string): LiveBankDetails {
  const { sample, ...details } = readSingleton("site/bank-details", {
    root,
    keepSampleLists: true,
  });
  return { ...details, sampleFields: sample ?? [] };
}
