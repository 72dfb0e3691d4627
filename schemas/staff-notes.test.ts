import { expect, test } from "vitest";
import { newNoteSchema } from "#schemas/staff-leads.ts";
import { recordPaymentSchema } from "#schemas/staff-payments.ts";

const payment = { method: "bank-transfer", amount: 100, paidOn: "2026-11-28" } as const;

test("a staff note refuses NUL and other control characters, which PostgreSQL cannot store, but keeps line breaks and tabs", () => {
  for (const bad of ["a\u0000b", "a\u0007b", "a\u007fb"]) {
    expect(newNoteSchema.safeParse({ text: bad }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...payment, note: bad }).success).toBe(false);
  }
  expect(newNoteSchema.parse({ text: "line one\n\tline two" }).text).toBe("line one\n\tline two");
  expect(recordPaymentSchema.parse({ ...payment, note: "paid\tin full\nthanks" }).note).toBe(
    "paid\tin full\nthanks",
  );
});
