import { createBrochureRequest } from "../support/lead-request-factories.ts";
import { startSmtpServer } from "../support/smtp-test-server.ts";
import { expect, exportLeads, isPhone, test } from "./fixtures.ts";
import { startLeadServer } from "./lead-server.ts";

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "headers, files and mails are the same on every screen",
);

test("pages carry a CSP without unsafe-inline scripts and the other security headers", async ({
  request,
}) => {
  const response = await request.get("/");
  const headers = response.headers();
  const scriptSrc = headers["content-security-policy"]
    ?.split(";")
    .find((part) => part.trim().startsWith("script-src"));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cache-control"]).toBe("no-cache");
});

test("hashed assets are cached for a year and served precompressed", async ({ page, request }) => {
  await page.goto("/");
  const script = await page
    .locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"]')
    .first();
  const href = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
  const response = await request.get(href as string, { headers: { "Accept-Encoding": "br" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
});

test("the brochure is downloadable at a stable URL", async ({ request }) => {
  const response = await request.get("/downloads/codeville-brochure.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("a brochure request is stored and the email with its PDF reaches the SMTP server", async () => {
  const received: string[] = [];
  const smtp = await startSmtpServer(received);
  const server = await startLeadServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200" });
  try {
    const response = await fetch(`${server.url}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(createBrochureRequest()),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const message = received[0] ?? "";
    expect(message).toContain("Subject: Codeville Brochure Request");
    expect(message).toContain("To: parent@example.com");
    expect(message).toMatch(/Content-Type: application\/pdf; name=codeville-brochure\.pdf/);
    expect((await exportLeads(server, "brochure")).map((row) => row.email)).toEqual([
      "parent@example.com",
    ]);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
