import { randomBytes } from "node:crypto";

/**
 * A Paystack transaction's reference as the service makes it: the invoice's
 * reference (the application's, `KCC-2027-0001`) and 12 hex characters, so
 * the dashboard's list names the invoice and each checkout is unique.
 */
const checkoutReferenceShape = /^([A-Z]{3}-\d{4}-\d{4,})-[0-9a-f]{12}$/;

export function newCheckoutReference(invoiceReference: string): string {
  return `${invoiceReference}-${randomBytes(6).toString("hex")}`;
}

/** The invoice reference a checkout reference of ours names; null for any other string. */
export function invoiceReferenceOf(reference: unknown): string | null {
  if (typeof reference !== "string") return null;
  return checkoutReferenceShape.exec(reference)?.[1] ?? null;
}
