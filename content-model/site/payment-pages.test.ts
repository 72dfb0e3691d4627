import { expect, test } from "vitest";
import { checkEntry } from "../load.ts";
import { readPaymentPages } from "./payment-pages.server.ts";
import { paymentPagesFile, paymentPagesSchema } from "./payment-pages.ts";

test("the shipped payment pages' words are complete, each naming what its page fills in", () => {
  const words = readPaymentPages();
  expect(words.statement.transfer.text).toContain("{reference}");
  expect(words.help).toContain("{phone}");
});

test("a text that drops what the page fills in is refused with the reason", () => {
  const words = readPaymentPages();
  const edited = {
    ...words,
    statement: {
      ...words.statement,
      transfer: { ...words.statement.transfer, text: "Quote your reference." },
    },
  };
  expect(() => checkEntry(paymentPagesFile, edited, paymentPagesSchema)).toThrow(
    /must say \{reference\}, which the page fills in/,
  );
});
