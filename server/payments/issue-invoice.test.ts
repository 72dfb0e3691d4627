import { afterEach, expect, test } from "vitest";
import { testMails } from "#tests/support/admission-test-kit.ts";
import { createPaystackTestApp, type PaystackTestApp } from "#tests/support/paystack-test-app.ts";

let paystack: PaystackTestApp | undefined;
afterEach(async () => {
  await paystack?.cleanup();
  paystack = undefined;
});

test("an invoice is refused, with the reason, for a free programme's application", async () => {
  paystack = await createPaystackTestApp();
  const stored = await paystack.app.admissions.repository.add(
    {
      call: "sparks-2024",
      form: "sparks",
      referencePrefix: "SPK-2024",
      email: "woman@example.com",
      questions: [{ id: "email", type: "email", label: "Email", required: true }],
      answers: { email: "woman@example.com" },
      file: null,
    },
    testMails("woman@example.com"),
    "203.0.113.9",
  );
  if (!stored.stored) throw new Error("stored");
  const application = await paystack.app.admissions.repository.findByReference(stored.reference);
  expect(await paystack.app.payments.issueInvoice(application?.id ?? 0)).toEqual({
    refused: expect.stringMatching(/free/),
  });
});
