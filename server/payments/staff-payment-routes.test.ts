import { afterEach, expect, test } from "vitest";
import { lagosTime } from "#server/lagos-time.ts";
import { storedKidsApplication } from "#tests/support/kids-application.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** An application to the sample Kids Code Camp call, offered a place through the staff app's payments. */
async function invoiced(staff: StaffTestApp) {
  const application = await storedKidsApplication(staff.site.admissions.repository);
  const issued = await staff.staff.payments.issueInvoice(application.id);
  if (!("invoice" in issued)) throw new Error("the invoice should be issued");
  return issued.invoice;
}

/** A Lagos day this many days from today: the invoices of these tests are issued today. */
const lagosDay = (days = 0) =>
  lagosTime(new Date(Date.now() + days * 86_400_000).toISOString()).slice(0, 10);

const transfer = { method: "bank-transfer", amount: 7_500_000, paidOn: lagosDay(), note: "GTB" };

test("staff record a bank transfer on an invoice: the audit log keeps the figures, the parent gets a receipt", async () => {
  t = await createStaffTestApp();
  const invoice = await invoiced(t);
  const { cookie } = await t.personWithRole("staff");
  const response = await t.staff.inject({
    method: "POST",
    url: `/api/payments/invoices/${invoice.id}/payments`,
    headers: { cookie, origin: t.origin },
    payload: transfer,
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ recorded: true, paid: 7_500_000, total: 15_000_000 });
  const audit = await t.site.database.db
    .selectFrom("staff_audit_log")
    .select(["action", "target", "detail"])
    .where("action", "=", "payment-recorded")
    .execute();
  expect(audit).toEqual([
    {
      action: "payment-recorded",
      target: `invoice:${invoice.id}`,
      detail: JSON.stringify({
        invoice: invoice.reference,
        method: "bank-transfer",
        amount: 7_500_000,
        paidOn: transfer.paidOn,
      }),
    },
  ]);
  const receipts = await t.site.database.db
    .selectFrom("outbox_messages")
    .select("text_body")
    .where("kind", "=", "payment-receipt")
    .execute();
  expect(receipts.map((mail) => mail.text_body.includes("by bank transfer"))).toEqual([true]);
});

test("an editor may not record a payment, and a bad amount, or a day in the future or before the invoice, is refused with the reason", async () => {
  t = await createStaffTestApp();
  const invoice = await invoiced(t);
  const editor = await t.personWithRole("editor");
  const url = `/api/payments/invoices/${invoice.id}/payments`;
  const asEditor = await t.staff.inject({
    method: "POST",
    url,
    headers: { cookie: editor.cookie, origin: t.origin },
    payload: transfer,
  });
  expect(asEditor.statusCode).toBe(403);
  const { cookie } = await t.personWithRole("admin");
  for (const [payload, reason] of [
    [{ ...transfer, amount: 75_000.5 }, /whole kobo/],
    [{ ...transfer, amount: -1 }, /more than ₦0/],
    [{ ...transfer, paidOn: "4 January" }, /YYYY-MM-DD/],
    [{ ...transfer, paidOn: lagosDay(1) }, /is in the future: give the day the money arrived/],
    [{ ...transfer, paidOn: lagosDay(-1) }, /is before the invoice was issued/],
    [{ ...transfer, method: "cash" }, /bank transfer or refund/],
  ] as const) {
    const response = await t.staff.inject({
      method: "POST",
      url,
      headers: { cookie, origin: t.origin },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(reason);
  }
  const missing = await t.staff.inject({
    method: "POST",
    url: "/api/payments/invoices/999/payments",
    headers: { cookie, origin: t.origin },
    payload: transfer,
  });
  expect(missing.statusCode).toBe(404);
  expect(await t.staff.payments.repository.paymentsOf(invoice.id)).toEqual([]);
});

test("a refund past what was paid, or a transfer past what is due, is refused with the figure, and no receipt goes", async () => {
  t = await createStaffTestApp();
  const invoice = await invoiced(t);
  const { cookie } = await t.personWithRole("staff");
  const record = (payload: object) =>
    t?.staff.inject({
      method: "POST",
      url: `/api/payments/invoices/${invoice.id}/payments`,
      headers: { cookie, origin: t.origin },
      payload,
    });
  const refund = await record({ method: "refund", amount: 100, paidOn: transfer.paidOn });
  expect(refund?.statusCode).toBe(400);
  expect(refund?.json().message).toBe(
    "A refund can be at most what was paid: ₦0. Check the amount.",
  );
  const tooMuch = await record({ ...transfer, amount: invoice.total + 100 });
  expect(tooMuch?.statusCode).toBe(400);
  expect(tooMuch?.json().message).toMatch(/^That is more than is still due \(₦[\d,]+\)/);
  expect((await record(transfer))?.statusCode).toBe(201);
  expect(
    (await record({ method: "refund", amount: transfer.amount, paidOn: transfer.paidOn }))
      ?.statusCode,
  ).toBe(201);
  const receipts = await t.site.database.db
    .selectFrom("outbox_messages")
    .select("id")
    .where("kind", "=", "payment-receipt")
    .execute();
  expect(receipts).toHaveLength(2);
});

test("a cohort's page counts what was collected and what is outstanding, each invoice's standing and the alarms", async () => {
  t = await createStaffTestApp();
  const invoice = await invoiced(t);
  const { cookie } = await t.personWithRole("staff");
  await t.staff.inject({
    method: "POST",
    url: `/api/payments/invoices/${invoice.id}/payments`,
    headers: { cookie, origin: t.origin },
    payload: transfer,
  });
  const page = await t.staff.inject({
    url: "/api/payments/cohorts/kids-code-camp-2024",
    headers: { cookie },
  });
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({
    invoices: [{ reference: "KCC-2024-0001", paid: 7_500_000, standing: "part-paid" }],
    collected: 7_500_000,
    outstanding: 7_500_000,
    alarms: [],
  });

  // A withdrawn place owes nothing more, as the cohort's pages say; what came in stays collected.
  await t.site.database.db
    .updateTable("admission_applications")
    .set({ stage: "withdrawn" })
    .where("id", "=", invoice.applicationId)
    .execute();
  const after = await t.staff.inject({
    url: "/api/payments/cohorts/kids-code-camp-2024",
    headers: { cookie },
  });
  expect(after.json()).toMatchObject({
    invoices: [{ reference: "KCC-2024-0001", paid: 7_500_000, standing: "withdrawn" }],
    collected: 7_500_000,
    outstanding: 0,
  });
});
