import { loadEntry } from "./load.ts";
import { type PaymentPagesWords, paymentPagesFile, paymentPagesSchema } from "./payment-pages.ts";

/** The payment pages' words in a content folder (by default the one being built). */
export function readPaymentPages(root?: string): PaymentPagesWords {
  return loadEntry(paymentPagesFile, paymentPagesSchema, {}, root);
}
