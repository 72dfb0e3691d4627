import { createHash, X509Certificate } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect, type DetailedPeerCertificate } from "node:tls";
import { test as base, chromium, expect } from "@playwright/test";
import { createDatabase } from "../../../server/db/database.ts";
import { type CaddyStack, caddyInstalled, startCaddyStack } from "../../support/caddy-stack.ts";
import { chromiumArgs, testChromiumExecutable } from "../../support/chromium.ts";
import { staffAddWithCli } from "../../support/staff-cli.ts";
import { isPhone } from "../fixtures.ts";
import { addVirtualAuthenticator, collectConsoleErrors } from "./staff-support.ts";

/**
 * Issue 24: the staff sign-in through deploy/Caddyfile over HTTPS, as a
 * member of staff makes it: a passkey in Chromium against the staff host.
 */
const test = base.extend<{ caddy: { stack: CaddyStack; sqlitePath: string } }>({
  caddy: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured object
    async ({}, use) => {
      const directory = mkdtempSync(join(tmpdir(), "staff-caddy-"));
      const siteDir = join(directory, "site");
      mkdirSync(join(siteDir, "404"), { recursive: true });
      writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>Home</title>");
      writeFileSync(join(siteDir, "404/index.html"), "<!doctype html><title>Not found</title>");
      const sqlitePath = join(directory, "leads.db");
      // The schema exists before two instances start on it.
      await (await createDatabase({ SQLITE_PATH: sqlitePath, DATABASE_URL: "" })).close();
      const stack = await startCaddyStack({
        SQLITE_PATH: sqlitePath,
        DATABASE_URL: "",
        SITE_DIR: siteDir,
      });
      try {
        await use({ stack, sqlitePath });
      } finally {
        await stack.stop();
        rmSync(directory, { recursive: true, force: true });
      }
    },
    // Two instances and Caddy start on a busy machine.
    { timeout: 120_000 },
  ],
});

test.skip(!caddyInstalled, "Debian's caddy package is not installed");
test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "the sign-in through Caddy is the same on every screen; the test launches a browser of its own",
);

/**
 * The SHA-256 of each public key in the certificate chain the staff host
 * serves. Chromium refuses WebAuthn on a page with a certificate error, so
 * it is told to trust this chain (`--ignore-certificate-errors-spki-list`),
 * as a machine that installed Caddy's local CA would.
 */
async function servedKeyHashes(url: string): Promise<string[]> {
  const { hostname, port } = new URL(url);
  const socket = connect({
    host: "127.0.0.1",
    port: Number(port),
    servername: hostname,
    rejectUnauthorized: false,
  });
  await once(socket, "secureConnect");
  const hashes: string[] = [];
  let certificate: DetailedPeerCertificate | undefined = socket.getPeerCertificate(true);
  const seen = new Set<string>();
  while (certificate?.raw && !seen.has(certificate.fingerprint256)) {
    seen.add(certificate.fingerprint256);
    const key = new X509Certificate(certificate.raw).publicKey.export({
      type: "spki",
      format: "der",
    });
    hashes.push(createHash("sha256").update(key).digest("base64"));
    certificate = certificate.issuerCertificate;
  }
  socket.end();
  return hashes;
}

test("a staff member made on the server enrols a passkey and signs in with it through Caddy's staff host, with a __Host- Secure session cookie", async ({
  caddy: { stack, sqlitePath },
}) => {
  test.setTimeout(120_000);
  const enrolment = await staffAddWithCli(
    { SQLITE_PATH: sqlitePath, DATABASE_URL: "", STAFF_URL: stack.staffUrl },
    "ops@caddy.example",
    "staff",
  );
  expect(enrolment.startsWith(`${stack.staffUrl}/enrol#`)).toBe(true);

  const browser = await chromium.launch({
    executablePath: testChromiumExecutable,
    args: [
      ...chromiumArgs,
      `--ignore-certificate-errors-spki-list=${(await servedKeyHashes(stack.staffUrl)).join(",")}`,
    ],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const authenticator = await addVirtualAuthenticator(page);

    await page.goto(enrolment);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Set up a passkey" }).click();
    await expect(page.getByText("Your passkey is ready")).toBeVisible();
    expect(await authenticator.credentialCount()).toBe(1);

    // A fresh sign-in with the passkey alone.
    await context.clearCookies();
    await page.goto(`${stack.staffUrl}/leads`);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fleads$/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

    const cookies = await context.cookies(stack.staffUrl);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/" });
      expect(cookie.name).toMatch(/^__Host-staff\./);
    }
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
