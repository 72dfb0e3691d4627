import { bankDetailsSchema } from "./bank-details.ts";
import { loadEntry } from "./load.ts";

/** The hub's bank account for fees in a content folder (by default the one being built). */
export function readBankDetails(root?: string) {
  return loadEntry("site/bank-details.yaml", bankDetailsSchema, {}, root);
}
