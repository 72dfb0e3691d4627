import { afterEach, describe, expect, test } from "vitest";
import { paystackSignature } from "#server/payments/paystack-signature.ts";
import { standInKeys } from "#tests/support/paystack-stand-in.ts";
import { createPaystackTestApp, type PaystackTestApp } from "#tests/support/paystack-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: PaystackTestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** Opens a checkout for the first instalment and pays it on the stand-in; answers the callback. */
async function payFirstInstalment(current: PaystackTestApp) {
  const checkout = await current.checkout(7_500_000);
  expect(checkout.statusCode).toBe(303);
  return current.standIn.payAt(checkout.headers.location as string);
}

test("a charge.success signed with the secret key records one payment and queues one receipt", async () => {
  t = await createPaystackTestApp();
  await payFirstInstalment(t);
  expect(t.standIn.deliveries).toEqual([200]);
  expect((await t.payments()).map((payment) => [payment.method, payment.amount])).toEqual([
    ["paystack", 7_500_000],
  ]);
  const receipts = await t.mails("payment-receipt");
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.text_body).toContain("We received ₦75,000 online through Paystack");
  expect(receipts[0]?.text_body).toContain("Still to pay: ₦75,000.");
});

test("a webhook with a bad signature gets 401 and changes nothing", async () => {
  t = await createPaystackTestApp();
  t.standIn.behave({ signature: "bad" });
  await payFirstInstalment(t);
  expect(t.standIn.deliveries).toEqual([401]);
  const unsigned = await t.app.inject({
    method: "POST",
    url: "/api/payments/paystack/webhook",
    headers: { "content-type": "application/json" },
    payload: "{}",
  });
  expect(unsigned.statusCode).toBe(401);
  expect(await t.payments()).toEqual([]);
  expect(await t.alarms()).toEqual([]);
  expect(await t.mails("payment-receipt")).toEqual([]);
});

test("a signed body that is not JSON, or a charge without its amount, gets 400 with the reason", async () => {
  t = await createPaystackTestApp();
  expect(await t.standIn.deliver("{not json")).toBe(400);
  const noAmount = JSON.stringify({ event: "charge.success", data: { reference: "x" } });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/payments/paystack/webhook",
    headers: {
      "content-type": "application/json",
      "x-paystack-signature": paystackSignature(standInKeys.PAYSTACK_SECRET_KEY, noAmount),
    },
    payload: noAmount,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/reference, amount or currency/);
  expect(await t.payments()).toEqual([]);
});

test("the same charge delivered twice records one payment and one receipt", async () => {
  t = await createPaystackTestApp();
  t.standIn.behave({ deliveries: 2 });
  await payFirstInstalment(t);
  expect(t.standIn.deliveries).toEqual([200, 200]);
  expect(await t.payments()).toHaveLength(1);
  expect(await t.mails("payment-receipt")).toHaveLength(1);
});

test("a late webhook after the return's verify records nothing more", async () => {
  t = await createPaystackTestApp();
  t.standIn.behave({ webhook: "hold" });
  const callback = await payFirstInstalment(t);
  const back = await t.app.inject({ url: t.callbackPath(callback) });
  expect(back.statusCode).toBe(200);
  expect(back.body).toContain("We received ₦75,000 for invoice KCC-2024-0001");
  await t.standIn.releaseWebhooks();
  expect(t.standIn.deliveries).toEqual([200]);
  expect(await t.payments()).toHaveLength(1);
  expect(await t.mails("payment-receipt")).toHaveLength(1);
});

test("an amount other than the checkout's is refused, kept as an alarm, and the parent told it is being checked", async () => {
  t = await createPaystackTestApp();
  t.standIn.behave({ chargedAmount: (asked) => asked - 100 });
  const callback = await payFirstInstalment(t);
  expect(t.standIn.deliveries).toEqual([200]);
  const back = await t.app.inject({ url: t.callbackPath(callback) });
  expect(back.body).toContain("We are checking your payment");
  expect(await t.payments()).toEqual([]);
  expect((await t.alarms()).map((alarm) => alarm.kind)).toEqual(["amount-mismatch"]);
});

test("a currency other than naira is refused and kept as an alarm", async () => {
  t = await createPaystackTestApp();
  t.standIn.behave({ chargedCurrency: "USD" });
  await payFirstInstalment(t);
  expect(await t.payments()).toEqual([]);
  expect((await t.alarms()).map((alarm) => alarm.kind)).toEqual(["currency-mismatch"]);
});

test("a signed charge for a reference the hub never opened is an alarm, not a crash", async () => {
  t = await createPaystackTestApp();
  const status = await t.standIn.deliver(
    JSON.stringify({
      event: "charge.success",
      data: { status: "success", reference: "NOT-OURS-1", amount: 500, currency: "NGN" },
    }),
  );
  expect(status).toBe(200);
  expect(await t.payments()).toEqual([]);
  expect((await t.alarms()).map((alarm) => [alarm.kind, alarm.providerReference])).toEqual([
    ["unknown-reference", "NOT-OURS-1"],
  ]);
});

test("without Paystack keys the webhook address refuses every event", async () => {
  t = await createPaystackTestApp({ paystack: false });
  expect(await t.standIn.deliver(JSON.stringify({ event: "charge.success", data: {} }))).toBe(404);
});

test("a refused charge is raised in the log as a payment alarm, naming the reference and never the parent", async () => {
  t = await createPaystackTestApp();
  t.standIn.behave({ chargedAmount: (asked) => asked + 100 });
  await payFirstInstalment(t);
  const alarms = t.logLines
    .map((line) => JSON.parse(line) as { msg?: string; alarm?: string; reference?: string })
    .filter((line) => line.msg === "payment alarm");
  expect(alarms).toEqual([
    expect.objectContaining({
      alarm: "amount-mismatch",
      reference: expect.stringMatching(/^KCC-2024-0001-[0-9a-f]{12}$/),
    }),
  ]);
  expect(t.logLines.join("\n")).not.toContain(t.email);
});

describe.each(testDatabases)("on %s", (kind) => {
  test("the webhook and the parent's return racing each other record one payment and one receipt", async () => {
    t = await createPaystackTestApp({ kind });
    t.standIn.behave({ webhook: "hold", deliveries: 2 });
    const callback = await payFirstInstalment(t);
    const current = t;
    const [, back] = await Promise.all([
      current.standIn.releaseWebhooks(),
      current.app.inject({ url: current.callbackPath(callback) }),
    ]);
    expect(back.body).toContain("We received ₦75,000");
    expect(current.standIn.deliveries).toEqual([200, 200]);
    expect(await current.payments()).toHaveLength(1);
    expect(await current.mails("payment-receipt")).toHaveLength(1);
  });
});
