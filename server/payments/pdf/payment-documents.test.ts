import { PDFDocument } from "pdf-lib";
import { expect, test } from "vitest";
import { readBankDetails } from "#content-model/site/bank-details.server.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { kobo } from "#schemas/money.ts";
import {
  invoicePdf,
  type PaymentDocumentFacts,
  receiptPdf,
} from "#server/payments/pdf/payment-documents.ts";
import { drawnText } from "#server/payments/pdf/pdf-text.ts";

const identity = readIdentity();

const bank = readBankDetails();

const facts: PaymentDocumentFacts = {
  hub: identity,
  bank,
  invoice: {
    reference: "KCC-2024-0001",
    total: 15_000_000,
    createdAt: "2024-05-02T09:00:00.000Z",
    stage: "offered",
  },
  programme: "Kids Code Camp (2024)",
  schedule: {
    full: { label: "In full", amount: kobo(15_000_000), due: "2024-06-30" },
    parts: [
      { label: "First instalment", amount: kobo(7_500_000), due: "2024-06-30" },
      { label: "Second instalment", amount: kobo(7_500_010), due: "2024-08-01" },
    ],
  },
  payments: [
    {
      id: 7,
      method: "bank-transfer",
      providerReference: null,
      amount: 7_500_010,
      paidOn: "2024-06-10",
      note: "GTB",
      recordedBy: "staff@hub.example",
      recordedAt: "2024-06-10T10:00:00.000Z",
    },
  ],
  payer: ["Ngozi Nwankwọ", "Chidi Nwankwọ"],
};

test("the invoice PDF is a valid PDF with the hub, its bank account, the reference, the amounts, the due dates and the payer", async () => {
  const bytes = await invoicePdf(facts);
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe("Invoice KCC-2024-0001");
  const text = drawnText(pdf);
  for (const expected of [
    identity.legalName,
    bank.bank,
    bank.accountName,
    bank.accountNumber,
    "Invoice KCC-2024-0001",
    "NGN 150,000",
    "NGN 75,000",
    "NGN 75,000.10",
    "30 June 2024",
    "1 August 2024",
    // The standard fonts have no "ọ": the name is printed with its bare letter, not refused.
    "Ngozi Nwankwo",
    "Still to pay",
    "NGN 74,999.90",
  ]) {
    expect(text, expected).toContain(expected);
  }
});

test("a receipt PDF names the payment, its amount and day and what remains; a payment the invoice lacks has none", async () => {
  const bytes = await receiptPdf(facts, 7);
  if (!bytes) throw new Error("the receipt should be made");
  const text = drawnText(await PDFDocument.load(bytes));
  for (const expected of [
    "Receipt for invoice KCC-2024-0001",
    "KCC-2024-0001-7",
    "NGN 75,000.10",
    "Bank transfer",
    "10 June 2024",
    "NGN 74,999.90",
  ]) {
    expect(text, expected).toContain(expected);
  }
  expect(await receiptPdf(facts, 8)).toBeNull();
});

test("on a withdrawn place the invoice and a refund's receipt owe nothing; a payment's receipt keeps the figures of its day", async () => {
  const withdrawn = { ...facts, invoice: { ...facts.invoice, stage: "withdrawn" } };
  const invoiceText = drawnText(await PDFDocument.load(await invoicePdf(withdrawn)));
  expect(invoiceText).toContain("Nothing: the place was withdrawn");
  expect(invoiceText).toContain("To be refunded");
  expect(invoiceText).not.toContain("Still to pay");

  const refunded = {
    ...withdrawn,
    payments: [
      ...withdrawn.payments,
      {
        id: 9,
        method: "refund" as const,
        providerReference: null,
        amount: 7_500_010,
        paidOn: "2024-07-01",
        note: null,
        recordedBy: "staff@hub.example",
        recordedAt: "2024-07-01T10:00:00.000Z",
      },
    ],
  };
  const refundBytes = await receiptPdf(refunded, 9);
  if (!refundBytes) throw new Error("the refund's receipt should be made");
  const refundText = drawnText(await PDFDocument.load(refundBytes));
  expect(refundText).toContain("Nothing: the place was withdrawn");
  expect(refundText).not.toContain("Still to pay");

  const paymentBytes = await receiptPdf(refunded, 7);
  if (!paymentBytes) throw new Error("the payment's receipt should be made");
  const paymentText = drawnText(await PDFDocument.load(paymentBytes));
  expect(paymentText).toContain("Still to pay");
  expect(paymentText).not.toContain("the place was withdrawn");
});
