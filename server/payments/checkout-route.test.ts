import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { kobo } from "#schemas/money.ts";
import { createPaystackTestApp, type PaystackTestApp } from "#tests/support/paystack-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: PaystackTestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const checkouts = (app: PaystackTestApp["app"]) =>
  app.database.db.selectFrom("payment_checkouts").selectAll().execute();

describe.each(testDatabases)("on %s", (kind) => {
  test("a second press of the same Pay button, or two at once, goes to the one checkout open, so an instalment cannot be paid twice", async () => {
    t = await createPaystackTestApp({ kind });
    const [tabA, tabB] = await Promise.all([t.checkout(7_500_000), t.checkout(7_500_000)]);
    const again = await t.checkout(7_500_000);
    const addresses = [tabA, tabB, again].map((reply) => reply.headers.location);
    expect(new Set(addresses)).toEqual(new Set([tabA.headers.location]));
    expect(await checkouts(t.app)).toHaveLength(1);

    await t.standIn.payAt(tabA.headers.location as string);
    await expect(t.standIn.payAt(tabA.headers.location as string)).rejects.toThrow("paid already");
    expect(await t.payments()).toHaveLength(1);
  });
});

test("another amount, or the same one past 30 minutes, opens a checkout of its own", async () => {
  t = await createPaystackTestApp();
  const instalment = await t.checkout(7_500_000);
  const whole = await t.checkout(15_000_000);
  expect(whole.headers.location).not.toBe(instalment.headers.location);
  const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
  // A creation time never changes in the service's own writes; the test turns the clock back.
  await sql`update payment_checkouts set created_at = ${longAgo}`.execute(t.app.database.db);
  const later = await t.checkout(7_500_000);
  expect(later.headers.location).not.toBe(instalment.headers.location);
  expect(await checkouts(t.app)).toHaveLength(3);
});

test("a checkout that never got its Paystack address (opened before addresses were kept, or its press cut off) is not waited for", async () => {
  t = await createPaystackTestApp();
  await t.app.payments.repository.openCheckout(
    t.invoice.id,
    "KCC-2024-0001-aaaaaaaaaaaa",
    kobo(7_500_000),
  );
  const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
  await sql`update payment_checkouts set created_at = ${aMinuteAgo}`.execute(t.app.database.db);
  const pressed = await t.checkout(7_500_000);
  expect(pressed.statusCode).toBe(303);
  expect(pressed.headers.location).toContain("/checkout/");
  expect(await checkouts(t.app)).toHaveLength(2);
});

test("a press after the checkout was paid, its webhook not yet here, goes to the return, which records the payment once", async () => {
  t = await createPaystackTestApp();
  t.standIn.behave({ webhook: "none" });
  const first = await t.checkout(7_500_000);
  await t.standIn.payAt(first.headers.location as string);
  const again = await t.checkout(7_500_000);
  expect(again.statusCode).toBe(303);
  const back = await t.app.inject({ url: t.callbackPath(again.headers.location as string) });
  expect(back.body).toContain("We received ₦75,000 for invoice KCC-2024-0001");
  expect(await t.payments()).toHaveLength(1);
  expect(await checkouts(t.app)).toHaveLength(1);
});

test("a page left open after the first instalment was paid cannot pay the second early under the first's name", async () => {
  t = await createPaystackTestApp();
  const first = await t.checkout(7_500_000, "First instalment");
  await t.standIn.payAt(first.headers.location as string);
  // The same amount is now "The rest": the old page's button names the part already paid.
  const stale = await t.checkout(7_500_000, "First instalment");
  expect(stale.statusCode).toBe(400);
  expect(stale.body).toContain("That part of the fees is already paid");
  expect(stale.body).toContain("Nothing has been charged");
  expect((await t.checkout(7_500_000, "The rest")).statusCode).toBe(303);
  expect(await t.payments()).toHaveLength(1);
});

test("money past the fees is told truthfully: the return, the page and the receipt say how much is over and that the hub will refund it", async () => {
  t = await createPaystackTestApp();
  const instalment = await t.checkout(7_500_000);
  const whole = await t.checkout(15_000_000);
  await t.standIn.payAt(instalment.headers.location as string);
  const back = await t.app.inject({
    url: t.callbackPath(await t.standIn.payAt(whole.headers.location as string)),
  });
  expect(back.body).toContain("we have received ₦75,000 more than the fees");
  expect(back.body).toContain("we will refund the ₦75,000 to you");

  const shown = await t.showInvoice();
  expect(shown.body).toContain("We have received ₦75,000 more than the fees");
  expect(shown.body).toContain("₦0");

  const receipts = await t.mails("payment-receipt");
  const last = t.sentText(receipts.at(-1));
  expect(last).toContain(
    "Received so far: ₦225,000, which is ₦75,000 more than the fees of ₦150,000.",
  );
  expect(last).toContain("we will refund the ₦75,000 over the fees");
  expect(last).not.toContain("of ₦150,000. Nothing more is due.");
});

test("the return page, in the browser that pressed Pay, has buttons back to the invoice and the receipt that post the token, never in an address", async () => {
  t = await createPaystackTestApp();
  const checkout = await t.checkout(7_500_000);
  const cookie = String(checkout.headers["set-cookie"]);
  expect(cookie).toMatch(
    /^invoice_link=[^;]+; Path=\/api\/payments; Max-Age=3600; HttpOnly; SameSite=Lax$/,
  );
  const callback = await t.standIn.payAt(checkout.headers.location as string);
  expect(callback).not.toContain("token");
  const back = await t.app.inject({
    url: t.callbackPath(callback),
    headers: { cookie: cookie.split(";")[0] as string },
  });
  expect(back.body).toContain("See your invoice");
  expect(back.body).not.toContain("token=");
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const token = /name="token" value="([^"]+)"/.exec(back.body)?.[1] ?? "";
  const payment = /name="payment" value="(\d+)"/.exec(back.body)?.[1] ?? "";
  const invoice = await t.app.inject({
    method: "POST",
    url: "/api/payments/invoice",
    headers: form,
    payload: new URLSearchParams({ token }).toString(),
  });
  expect(invoice.statusCode).toBe(303);
  expect(invoice.headers.location).toBe("/api/payments/invoice");
  const shown = await t.app.inject({
    url: "/api/payments/invoice",
    headers: { cookie: String(invoice.headers["set-cookie"]).split(";")[0] as string },
  });
  expect(shown.body).toMatch(/data-standing="paid">Paid</);
  const receipt = await t.app.inject({
    method: "POST",
    url: "/api/payments/invoice/receipt.pdf",
    headers: form,
    payload: new URLSearchParams({ token, payment }).toString(),
  });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.headers["content-type"]).toContain("application/pdf");

  const elsewhere = await t.app.inject({ url: t.callbackPath(callback) });
  expect(elsewhere.body).toContain("We received ₦75,000");
  expect(elsewhere.body).not.toContain("See your invoice");
});
