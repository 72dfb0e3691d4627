import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { readPaymentPages } from "#content-model/site/payment-pages.server.ts";
import { kobo } from "#schemas/money.ts";
import { parentDocumentPaths } from "#server/payments/pdf/parent-documents-section.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { createPaystackTestApp, type PaystackTestApp } from "#tests/support/paystack-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: PaystackTestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

test("the offer mail names the reference, the amounts and due dates, and a private link", async () => {
  t = await createPaystackTestApp();
  const [offer] = await t.mails("payment-offer");
  expect(offer?.to_address).toBe(t.email);
  expect(offer?.text_body).toContain("Invoice KCC-2024-0001: ₦150,000 in all.");
  expect(offer?.text_body).toContain("First instalment: ₦75,000 by 31 December 2027");
  expect(offer?.text_body).toContain("Second instalment: ₦75,000 by 17 August 2028");
  expect(t.linkPath).not.toContain(encodeURIComponent(t.email));
});

test("the link's GET shows only a button; its POST shows what is due and both ways to pay", async () => {
  t = await createPaystackTestApp();
  const opened = await t.app.inject({ url: t.linkPath });
  expect(opened.statusCode).toBe(200);
  expect(opened.body).toContain("Show my invoice");
  expect(opened.body).not.toContain("₦");
  expect(opened.headers["referrer-policy"]).toBe("no-referrer");

  const shown = await t.showInvoice();
  expect(shown.statusCode).toBe(200);
  for (const words of [
    "Invoice KCC-2024-0001",
    "Still to pay",
    "First instalment",
    "31 December 2027",
    "17 August 2028",
    "Pay with card, bank or USSD (Paystack)",
    "Pay ₦75,000: first instalment",
    "Pay ₦150,000: in full",
    "0123456789",
  ]) {
    expect(shown.body).toContain(words);
  }
  expect(shown.headers["content-security-policy"]).toContain("form-action 'self'");
});

test("the button's POST leads by 303 to the statement's GET, whose address holds no token, so Back never asks to post again; without the link's cookie it opens nothing", async () => {
  t = await createPaystackTestApp();
  const pressed = await t.app.inject({ method: "POST", url: t.linkPath });
  expect(pressed.statusCode).toBe(303);
  expect(pressed.headers.location).toBe("/api/payments/invoice");
  expect(String(pressed.headers["set-cookie"])).toContain("HttpOnly; SameSite=Lax");
  const cookie = String(pressed.headers["set-cookie"]).split(";")[0] as string;
  const again = await t.app.inject({ url: "/api/payments/invoice", headers: { cookie } });
  expect(again.statusCode).toBe(200);
  expect(again.body).toContain("Still to pay");
  const elsewhere = await t.app.inject({ url: "/api/payments/invoice" });
  expect(elsewhere.statusCode).toBe(400);
  expect(elsewhere.body).toContain("This link does not work");
});

test("the payment pages wear the live site's stylesheet (its fonts with it) and logo, under a policy that runs no inline style or script", async () => {
  t = await createPaystackTestApp();
  const logo =
    '<span class="flex"><svg viewBox="0 0 40 40" aria-hidden="true"><rect x="2"></rect></svg><span>Enugu <span class="text-brand">Tech Hub</span></span></span>';
  writeFileSync(
    join(t.app.config.SITE_DIR, "index.html"),
    `<!doctype html><link rel="stylesheet" href="/assets/root-abc123.css"><header><a aria-label="Enugu Tech Hub, home" href="/">${logo}</a></header>`,
  );
  for (const shown of [await t.app.inject({ url: t.linkPath }), await t.showInvoice()]) {
    expect(shown.body).toContain('<link rel="stylesheet" href="/assets/root-abc123.css">');
    expect(shown.body).toContain(logo);
    expect(shown.body).not.toContain("<style");
    expect(shown.body).not.toContain("<script");
    const policy = shown.headers["content-security-policy"];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("font-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
  }
});

test("after the first instalment the page offers the rest, and the return says what was received", async () => {
  t = await createPaystackTestApp();
  const checkout = await t.checkout(7_500_000);
  const callback = await t.standIn.payAt(checkout.headers.location as string);
  expect(callback).toContain("trxref=");
  const back = await t.app.inject({ url: t.callbackPath(callback) });
  expect(back.body).toContain("We received ₦75,000 for invoice KCC-2024-0001");
  const shown = await t.showInvoice();
  expect(shown.body).toContain("Pay ₦75,000: the rest");
  expect(shown.body).not.toContain("Pay ₦150,000");
});

test("an amount the page does not offer is refused with the reason, and no checkout is opened", async () => {
  t = await createPaystackTestApp();
  for (const amount of [100, Number.NaN]) {
    const response = await t.checkout(amount);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Choose one of the amounts on the page.");
  }
  const checkouts = await t.app.database.db.selectFrom("payment_checkouts").selectAll().execute();
  expect(checkouts).toEqual([]);
});

test("a broken or expired link gets 400 and says so, on GET and POST alike", async () => {
  t = await createPaystackTestApp();
  const broken = `${t.linkPath.slice(0, -4)}AAAA`;
  for (const method of ["GET", "POST"] as const) {
    const response = await t.app.inject({ method, url: broken });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("This link does not work");
  }
});

test("without Paystack keys the page guides the parent to pay by bank transfer, never reading like an outage", async () => {
  t = await createPaystackTestApp({ paystack: false });
  const shown = await t.showInvoice();
  expect(shown.body).toContain("Pay by bank transfer into the hub&#39;s account below");
  expect(shown.body).not.toMatch(/not available|at the moment/);
  expect(shown.body).not.toContain("Pay with card");
  expect(shown.body).toContain("Pay by bank transfer");
  expect((await t.checkout(7_500_000)).statusCode).toBe(400);
});

test("a Paystack return naming a reference not of our shape is 400 without asking Paystack; one of our shape it never saw is 404", async () => {
  t = await createPaystackTestApp();
  expect(
    (
      await t.app.inject({
        url: "/api/payments/paystack/callback?reference=KCC-2024-0001-aaaaaaaaaaaa",
      })
    ).statusCode,
  ).toBe(404);
  // With Paystack away, a call to it would be a 502: these are refused before any.
  await t.standIn.close();
  for (const query of ["?reference=NOPE-1", "?reference=%3Cx%3E", "?trxref=KCC-2024-0001", ""]) {
    const response = await t.app.inject({ url: `/api/payments/paystack/callback${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("We do not know this payment");
  }
});

test("Paystack returns are rate limited per address, as the forms' posts are", async () => {
  t = await createPaystackTestApp({ env: { RATE_LIMIT_MAX: "2" } });
  const url = "/api/payments/paystack/callback?reference=KCC-2024-0001-aaaaaaaaaaaa";
  const statuses = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    statuses.push((await t.app.inject({ url })).statusCode);
  }
  expect(statuses).toEqual([404, 404, 429]);
});

test("when Paystack cannot be reached the parent is told to try again or pay by transfer, and nothing is recorded", async () => {
  t = await createPaystackTestApp();
  await t.standIn.close();
  const checkout = await t.checkout(7_500_000);
  expect(checkout.statusCode).toBe(502);
  expect(checkout.body).toContain("We could not reach Paystack just now");
  const back = await t.app.inject({
    url: "/api/payments/paystack/callback?reference=KCC-2024-0001-aaaaaaaaaaaa",
  });
  expect(back.statusCode).toBe(502);
  expect(back.body).toContain("Please do not pay again");
  expect(await t.payments()).toEqual([]);
});

test("the invoice and checkout posts from another site's page are refused 403, and no checkout is opened", async () => {
  t = await createPaystackTestApp();
  const token = new URL(t.linkPath, "http://x").searchParams.get("token") ?? "";
  for (const url of [
    t.linkPath,
    `/api/payments/paystack/checkout?token=${encodeURIComponent(token)}`,
  ]) {
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "null", "sec-fetch-site": "cross-site" },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        payload: "amount=7500000",
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain("only be sent from the site itself");
    }
  }
  // The page's own post: no-referrer makes the browser send `Origin: null`, and Sec-Fetch-Site vouches.
  const own = await t.app.inject({
    method: "POST",
    url: t.linkPath,
    headers: { origin: "null", "sec-fetch-site": "same-origin" },
  });
  expect(own.statusCode).toBe(303);
  expect(await t.app.database.db.selectFrom("payment_checkouts").selectAll().execute()).toEqual([]);
});

/** The parent's application withdrawn (or declined), as a staff move would leave it. */
async function endApplication(current: PaystackTestApp, stage: "withdrawn" | "declined") {
  await current.app.database.db
    .updateTable("admission_applications")
    .set({ stage })
    .where("id", "=", current.applicationId)
    .execute();
}

test("an invoice whose place was withdrawn or declined cannot be paid: the page and the checkout say so with 409, and open nothing", async () => {
  for (const [stage, words] of [
    ["withdrawn", "the place was withdrawn"],
    ["declined", "the application was declined"],
  ] as const) {
    t = await createPaystackTestApp();
    await endApplication(t, stage);
    const shown = await t.showInvoice();
    expect(shown.statusCode).toBe(409);
    expect(shown.body).toContain(words);
    expect(shown.body).toContain("Nothing has been charged.");
    expect(shown.body).toContain("please contact us");
    expect(shown.body).not.toContain("Pay ₦");
    const checkout = await t.checkout(7_500_000);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.body).toContain(words);
    expect(await t.app.database.db.selectFrom("payment_checkouts").selectAll().execute()).toEqual(
      [],
    );
    await t.cleanup();
    t = undefined;
  }
});

test("after a withdrawal the page says what was received and that the hub will be in touch about the refund, never that nothing was charged", async () => {
  t = await createPaystackTestApp();
  const checkout = await t.checkout(7_500_000);
  await t.standIn.payAt(checkout.headers.location as string);
  await endApplication(t, "withdrawn");
  const shown = await t.showInvoice();
  expect(shown.statusCode).toBe(409);
  expect(shown.body).toContain(
    "We received ₦75,000 on this invoice, and we will be in touch about refunding it.",
  );
  expect(shown.body).not.toContain("Nothing has been charged");

  // Refunded: the page says so, and the refund's receipt owes the family nothing (second walk).
  await t.app.payments.recordByStaff(
    {
      invoiceId: t.invoice.id,
      method: "refund",
      amount: kobo(7_500_000),
      paidOn: "2026-11-29",
      note: null,
      by: "staff@hub.example",
      formToken: null,
    },
    auditLog(t.app.database).line({
      action: "payment-recorded",
      target: `invoice:${t.invoice.id}`,
    }),
  );
  const refunded = await t.showInvoice();
  expect(refunded.body).toContain(
    "We received ₦75,000 on this invoice and have refunded it to you. Nothing is owed.",
  );
  expect(refunded.body).not.toContain("Nothing has been charged");
  const receipt = (await t.mails("payment-receipt")).find((mail) =>
    mail.subject.startsWith("Refund"),
  );
  expect(receipt?.text_body).toContain("The place was withdrawn, so nothing is owed");
  expect(receipt?.text_body).not.toContain("Still to pay");
});

describe.each(testDatabases)("on %s", (kind) => {
  test("money Paystack took after the place was withdrawn is recorded once, with an alarm to refund it, and the parent is told", async () => {
    t = await createPaystackTestApp({ kind });
    const checkout = await t.checkout(7_500_000);
    await endApplication(t, "withdrawn");
    const callback = await t.standIn.payAt(checkout.headers.location as string);
    const back = await t.app.inject({ url: t.callbackPath(callback) });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(
      "We received ₦75,000 for invoice KCC-2024-0001, but the place was withdrawn",
    );
    expect((await t.payments()).map((payment) => payment.amount)).toEqual([7_500_000]);
    expect((await t.alarms()).map((alarm) => [alarm.kind, alarm.invoiceId])).toEqual([
      ["ended-application", t.invoice.id],
    ]);
    expect(t.logLines.filter((line) => line.includes("ended-application")).length).toBeGreaterThan(
      0,
    );
  });
});

test("the invoice's, its PDFs' and the checkout's buttons are limited per client: past the limit the parent reads why in the page, with 429 and Retry-After", async () => {
  t = await createPaystackTestApp({ env: { RATE_LIMIT_MAX: "2" } });
  const { tooManyRequests } = readPaymentPages().refused;
  const token = new URL(t.linkPath, "http://x").searchParams.get("token") ?? "";
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const presses = {
    invoice: () => t?.showInvoice(),
    pdf: () =>
      t?.app.inject({
        method: "POST",
        url: `${parentDocumentPaths.invoice}?token=${encodeURIComponent(token)}`,
        headers: form,
        payload: "",
      }),
    checkout: () => t?.checkout(7_500_000),
  };
  for (const [button, press] of Object.entries(presses)) {
    const answers = [await press(), await press(), await press()];
    expect(
      answers.map((answer) => answer?.statusCode),
      button,
    ).toEqual([button === "checkout" ? 303 : 200, button === "checkout" ? 303 : 200, 429]);
    const refused = answers[2];
    expect(refused?.headers["content-type"], button).toContain("text/html");
    expect(Number(refused?.headers["retry-after"]), button).toBeGreaterThan(0);
    expect(refused?.body, button).toContain(tooManyRequests);
  }
});

test("a body the payment pages do not take is still the service's 415 with its reason", async () => {
  t = await createPaystackTestApp();
  const refused = await t.app.inject({
    method: "POST",
    url: t.linkPath,
    headers: { "content-type": "application/json" },
    payload: "{}",
  });
  expect(refused.statusCode).toBe(415);
  expect(refused.json()).toEqual({
    error: "Unsupported Media Type",
    message: "Send the page's form as it is",
  });
});

test("after the first instalment the page marks it paid and the second due, in words, with what remains", async () => {
  t = await createPaystackTestApp();
  const checkout = await t.checkout(7_500_000);
  await t.standIn.payAt(checkout.headers.location as string);
  const shown = await t.showInvoice();
  expect(shown.body).toMatch(/First instalment<\/div><div [^>]*data-standing="paid">Paid</);
  expect(shown.body).toMatch(
    /Second instalment<\/div><div [^>]*data-standing="due">Due: ₦75,000 to pay</,
  );
  expect(shown.body).not.toContain("Or pay ₦150,000 in full");
});

test("an instalment past its due day is marked overdue in words, and no pay-in-full by a day gone is offered", async () => {
  t = await createPaystackTestApp();
  const schedule = t.invoice.schedule as { full: { due: string }; parts: { due: string }[] };
  const [first, second] = schedule.parts;
  const past = {
    full: { ...schedule.full, due: "2020-01-10" },
    parts: [{ ...first, due: "2020-01-10" }, second],
  };
  await t.app.database.db
    .updateTable("payment_invoices")
    .set({ schedule: JSON.stringify(past) })
    .where("id", "=", t.invoice.id)
    .execute();
  const shown = await t.showInvoice();
  expect(shown.body).toMatch(
    /First instalment<\/div><div [^>]*data-standing="overdue">Overdue: ₦75,000 still to pay</,
  );
  expect(shown.body).not.toContain("in full by 10 January 2020");
});
