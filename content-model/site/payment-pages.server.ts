import { readSingleton } from "../read.server.ts";
import type { PaymentPagesWords } from "./payment-pages.ts";

/** The payment pages' words in a content folder (by default the one being built). */
export function readPaymentPages(root?: string): PaymentPagesWords {
  return readSingleton("site/payment-pages", { root });
}
