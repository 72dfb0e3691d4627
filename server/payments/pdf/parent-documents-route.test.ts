import { PDFDocument } from "pdf-lib";
import { afterEach, expect, test } from "vitest";
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
  const statement = await app.inject({ method: "POST", url: t.linkPath });
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
