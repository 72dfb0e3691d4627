import { randomBytes } from "node:crypto";

/** 128 random bits as hex: no two drawn forms share one. */
const formTokenShape = /^[0-9a-f]{32}$/;

/**
 * A recording form's one-time token, drawn with the invoice page: the
 * payment it records is stored under it (unique), so the same form sent
 * twice records once (docs/decisions/215-staff-forms-record-once-and-payment-pages-in-content.md).
 */
export function newFormToken(): string {
  return randomBytes(16).toString("hex");
}

/** The token a posted form carries, or null when it carries none of the shape drawn. */
export function formTokenOf(value: unknown): string | null {
  return typeof value === "string" && formTokenShape.test(value) ? value : null;
}
