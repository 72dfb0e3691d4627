import { PDFDocument } from "pdf-lib";
import { afterEach, expect, test } from "vitest";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import { parentDocumentPaths } from "#server/payments/pdf/parent-documents-section.ts";
import { drawnText } from "#server/payments/pdf/pdf-text.ts";
import { createPaystackTestApp, type PaystackTestApp } from "#tests/support/paystack-test-app.ts";

let t: PaystackTestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const tokenOf = (linkPath: string) => new URL(linkPath, "http://x").searchParams.get("token") ?? "";

test("the private link's statement offers the invoice and each receipt as PDFs, posted with its token, saved and never cached", async () => {
  t = await createPaystackTestApp();
  const app = t.app;
  const checkout = await t.checkout(7_500_000);
  await app.inject({
    url: t.callbackPath(await t.standIn.payAt(checkout.headers.location as string)),
  });
  const query = `?token=${encodeURIComponent(tokenOf(t.linkPath))}`;
  const statement = await t.showInvoice();
  expect(statement.body).toContain(`action="${parentDocumentPaths.invoice}${query}"`);
  expect(statement.body).toContain(`action="${parentDocumentPaths.receipt}${query}"`);
  const invoice = await app.inject({
    method: "POST",
    url: `${parentDocumentPaths.invoice}${query}`,
  });
  expect(invoice.statusCode).toBe(200);
  expect(invoice.headers["content-disposition"]).toBe(
    'attachment; filename="invoice-KCC-2024-0001.pdf"',
  );
  expect(invoice.headers["cache-control"]).toBe("no-store");
  const text = drawnText(await PDFDocument.load(invoice.rawPayload));
  for (const words of ["Invoice KCC-2024-0001", "NGN 150,000", "31 December 2027", "0123456789"]) {
    expect(text).toContain(words);
  }
  const [payment] = await t.payments();
  const receipt = await app.inject({
    method: "POST",
    url: `${parentDocumentPaths.receipt}${query}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `payment=${payment?.id}`,
  });
  expect(receipt.statusCode).toBe(200);
  expect(drawnText(await PDFDocument.load(receipt.rawPayload))).toContain("NGN 75,000");
});

test("without a genuine link there is no document, and a receipt the invoice lacks is 404", async () => {
  t = await createPaystackTestApp();
  const forged = await t.app.inject({
    method: "POST",
    url: `${parentDocumentPaths.invoice}?token=forged`,
  });
  expect(forged.statusCode).toBe(400);
  expect(forged.headers["content-type"]).toContain("text/html");
  const read = await t.app.inject({
    method: "GET",
    url: `${parentDocumentPaths.invoice}?token=forged`,
  });
  expect(read.statusCode).toBe(404);
  const query = `?token=${encodeURIComponent(tokenOf(t.linkPath))}`;
  for (const payload of ["payment=999", "payment=nonsense", ""]) {
    const missing = await t.app.inject({
      method: "POST",
      url: `${parentDocumentPaths.receipt}${query}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload,
    });
    expect(missing.statusCode, payload).toBe(404);
  }
});

test("a document asked for from another site's page is refused with 403, as every public form is", async () => {
  t = await createPaystackTestApp();
  const query = `?token=${encodeURIComponent(tokenOf(t.linkPath))}`;
  for (const path of [parentDocumentPaths.invoice, parentDocumentPaths.receipt]) {
    const foreign = await t.app.inject({
      method: "POST",
      url: `${path}${query}`,
      headers: {
        origin: "http://evil.test",
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "payment=1",
    });
    expect(foreign.statusCode, path).toBe(403);
  }
});

test("the receipt mail links privately to its PDF: the link shows one button and reads nothing, its post downloads the receipt, and each payment mails one receipt", async () => {
  t = await createPaystackTestApp();
  const app = t.app;
  const checkout = await t.checkout(7_500_000);
  const callback = t.callbackPath(await t.standIn.payAt(checkout.headers.location as string));
  await app.inject({ url: callback });
  await app.inject({ url: callback });
  const receipts = await t.mails("payment-receipt");
  expect(receipts).toHaveLength(1);
  const link = /https?:\/\/\S+\/receipt\.pdf\?\S+/.exec(t.sentText(receipts[0]))?.[0];
  if (!link) throw new Error("the receipt mail should carry its PDF's link");
  const [payment] = await t.payments();
  const url = new URL(link);
  expect(url.pathname).toBe(parentDocumentPaths.receipt);
  const path = `${url.pathname}${url.search}`;
  const opened = await app.inject({ method: "GET", url: path });
  expect(opened.statusCode).toBe(200);
  expect(opened.headers["content-type"]).toContain("text/html");
  expect(opened.body).toMatch(/<form method="post"[ >]/);
  expect(opened.body).toContain(`name="payment" value="${payment?.id}"`);
  const downloaded = await app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `payment=${payment?.id}`,
  });
  expect(downloaded.statusCode).toBe(200);
  expect(downloaded.headers["content-type"]).toBe("application/pdf");
  expect(drawnText(await PDFDocument.load(downloaded.rawPayload))).toContain("NGN 75,000");
  const forged = path.replace(/token=[^&]+/, "token=forged");
  expect((await app.inject({ method: "GET", url: forged })).statusCode).toBe(400);
});

test("a receipt's link opens that receipt and nothing else of the invoice: not the statement, not the invoice's PDF, not another payment's receipt", async () => {
  t = await createPaystackTestApp();
  const app = t.app;
  for (const amount of [7_500_000, 7_500_000]) {
    const checkout = await t.checkout(amount);
    await app.inject({
      url: t.callbackPath(await t.standIn.payAt(checkout.headers.location as string)),
    });
  }
  const [first, second] = await t.payments();
  const receipts = await t.mails("payment-receipt");
  const link = /https?:\/\/\S+\/receipt\.pdf\?\S+/.exec(t.sentText(receipts[0]))?.[0] ?? "";
  const query = `?token=${encodeURIComponent(tokenOf(link))}`;
  const form = { "content-type": "application/x-www-form-urlencoded" };

  // A forwarded receipt shows no statement, pays nothing and draws no invoice.
  expect(
    (await app.inject({ method: "GET", url: `${paymentPaths.invoice}${query}` })).statusCode,
  ).toBe(400);
  expect(
    (await app.inject({ method: "POST", url: `${paymentPaths.invoice}${query}` })).statusCode,
  ).toBe(400);
  expect(
    (await app.inject({ method: "POST", url: `${parentDocumentPaths.invoice}${query}` }))
      .statusCode,
  ).toBe(400);
  const checkout = await app.inject({
    method: "POST",
    url: `${paymentPaths.checkout}${query}`,
    headers: form,
    payload: "amount=7500000",
  });
  expect(checkout.statusCode).toBe(400);

  // Asked for the other payment, it still gives its own receipt.
  const other = await app.inject({
    method: "POST",
    url: `${parentDocumentPaths.receipt}${query}`,
    headers: form,
    payload: `payment=${second?.id}`,
  });
  expect(other.statusCode).toBe(200);
  expect(other.headers["content-disposition"]).toContain(`-${first?.id}.pdf`);
  const shown = await app.inject({
    method: "GET",
    url: `${parentDocumentPaths.receipt}${query}&payment=${second?.id}`,
  });
  expect(shown.body).toContain(`name="payment" value="${first?.id}"`);

  // The invoice's own link (the statement's buttons, receipt mails sent before) opens any of its receipts.
  const byInvoice = await app.inject({
    method: "GET",
    url: `${parentDocumentPaths.receipt}?token=${encodeURIComponent(tokenOf(t.linkPath))}&payment=${second?.id}`,
  });
  expect(byInvoice.statusCode).toBe(200);
});
