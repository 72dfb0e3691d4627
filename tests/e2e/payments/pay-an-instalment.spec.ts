import { expect, test } from "@playwright/test";
import { freePort } from "../../support/free-port.ts";
import { postTo } from "../../support/paystack-stand-in.ts";
import { createPaystackTestApp, type PaystackTestApp } from "../../support/paystack-test-app.ts";

/**
 * A parent pays the first instalment from the offer mail's link, in the
 * browser, with JavaScript off: the link's button, the invoice, Paystack's
 * (stand-in) checkout, and back to the service's result. Everything stays on
 * loopback: the stand-in is Paystack, its webhook posts to the service.
 */
let t: PaystackTestApp;
let base: string;

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createPaystackTestApp({ env: { SITE_URL: base } });
  await t.app.listen({ port, host: "127.0.0.1" });
  t.standIn.setWebhookTarget(postTo(`${base}/api/payments/paystack/webhook`));
});
test.afterAll(async () => {
  await t?.cleanup();
});

test.use({ javaScriptEnabled: false });

test("a parent opens the link, sees what is due, pays the first instalment on Paystack and is told it arrived", async ({
  page,
}) => {
  await page.goto(`${base}${t.linkPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your invoice");
  await page.getByRole("button", { name: "Show my invoice" }).click();
  await expect(page.getByText("Still to pay")).toBeVisible();
  await expect(page.getByText("Pay by bank transfer")).toBeVisible();
  await page.getByRole("button", { name: "Pay ₦75,000: first instalment" }).click();
  await expect(page.getByRole("heading", { name: "Pay NGN 75000" })).toBeVisible();
  const checkout = page.url();
  // Back from Paystack reads the invoice again (a GET, no form to post again),
  // and pressing Pay again goes to the same checkout.
  await page.goBack();
  await expect(page.getByText("Still to pay")).toBeVisible();
  expect(page.url()).not.toContain("token");
  await page.getByRole("button", { name: "Pay ₦75,000: first instalment" }).click();
  expect(page.url()).toBe(checkout);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you: payment received");
  await expect(page.getByText("We received ₦75,000 for invoice KCC-2024-0001")).toBeVisible();
  expect(t.standIn.deliveries).toEqual([200]);
  expect(await t.payments()).toHaveLength(1);
  expect(await t.mails("payment-receipt")).toHaveLength(1);

  // The way back: the invoice, its first instalment now paid, reached by a
  // button that posts the token, so no address carries it.
  // Back twice, past the paid checkout, lands on the invoice, not on "Confirm Form Resubmission".
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This transaction has been completed",
  );
  await page.goBack();
  await expect(page.getByText("Still to pay")).toBeVisible();
  await page.goForward();
  await page.goForward();
  await page.getByRole("button", { name: "See your invoice" }).click();
  expect(page.url()).not.toContain("token");
  const first = page.getByRole("row", { name: /First instalment/ });
  await expect(first).toContainText("Paid");
  await expect(page.getByRole("row", { name: /Second instalment/ })).toContainText(
    "Due: ₦75,000 to pay",
  );
  await expect(page.getByRole("button", { name: "Pay ₦75,000: the rest" })).toBeVisible();
});

test("pressing Pay for the first instalment twice opens one checkout, and the second press cannot pay it again", async ({
  page,
}) => {
  const fresh = await createPaystackTestApp({ env: { SITE_URL: base } });
  try {
    const checkouts: string[] = [];
    for (let press = 0; press < 2; press += 1) {
      const response = await fresh.checkout(7_500_000);
      checkouts.push(response.headers.location as string);
    }
    expect(checkouts[1]).toBe(checkouts[0]);
    await page.goto(checkouts[0] as string);
    await page.getByRole("button", { name: "Pay" }).click();
    await page.goto(checkouts[1] as string);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This transaction has been completed",
    );
  } finally {
    await fresh.cleanup();
  }
});
