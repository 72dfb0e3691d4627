import Database from "better-sqlite3";
import { admissionActionPath } from "../../../schemas/admission-posts.ts";
import { expectNoAxeViolationsIn } from "../axe-in-page.ts";
import { expect, serverTest as test } from "../fixtures.ts";
import type { LeadServer } from "../lead-server.ts";
import {
  addStaffWithCli,
  collectConsoleErrors,
  enrolWithPasskey,
  onPhoneOnly,
  openSection,
} from "../staff/staff-support.ts";

/*
 * Issue 35, the staff payments pages: a parent applies to the Kids Code
 * Camp, staff offer the place (the invoice goes with the offer), then record
 * the parent's bank transfer on the invoice's page with JavaScript off (the
 * pages are drawn by the server); the invoice turns paid and the cohort's
 * totals follow.
 */

const call = "kids-code-camp-2024";

/** The reference the newest confirmation to the address names, read from the server's outbox. */
function confirmedReference(server: LeadServer, email: string): string {
  const db = new Database(server.sqlitePath, { readonly: true });
  try {
    const mail = db
      .prepare(
        "select subject from outbox_messages where to_address = ? and kind = ? order by id desc",
      )
      .get(email, "admission-confirmation") as { subject: string } | undefined;
    const reference = /KCC-\d{4}-\d{4,}/.exec(mail?.subject ?? "")?.[0];
    if (!reference) throw new Error("no confirmation was queued");
    return reference;
  } finally {
    db.close();
  }
}

test("staff record a parent's bank transfer on the invoice page without JavaScript, and the invoice turns paid", async ({
  browser,
  viewport,
  server,
}, testInfo) => {
  onPhoneOnly(testInfo);
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const parent = `Ngozi Eze ${project}`;

  const applied = await (await browser.newContext()).request.post(
    `${server.url}${admissionActionPath(call)}`,
    {
      headers: { origin: server.url, accept: "application/json" },
      multipart: {
        "parent-name": parent,
        "parent-phone": "0803 123 4567",
        "parent-email": `ngozi-${project}@family.example`,
        "child-name": "Chidi Eze",
        "child-age": "10",
        laptop: "yes",
        experience: "Never",
      },
    },
  );
  expect(applied.status()).toBe(201);
  // The answer names no reference (decision 250): the confirmation in the outbox does.
  const reference = confirmedReference(server, `ngozi-${project}@family.example`);

  // Enrolling needs the staff UI's script (a passkey); the payments pages do not.
  const staffContext = await browser.newContext({ viewport });
  const staffPage = await staffContext.newPage();
  await enrolWithPasskey(
    staffPage,
    await addStaffWithCli(server, `payments-${project}@hub.example`, "staff"),
  );
  const plain = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
    storageState: await staffContext.storageState(),
  });
  const page = await plain.newPage();
  const errors = collectConsoleErrors(page);

  await page.goto(`${server.staffUrl}/applications/${call}/${reference}`);
  // Each move is confirmed on its preview; a paid offer's says the invoice mail goes.
  await page.getByRole("button", { name: "Start reviewing" }).click();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await page.getByRole("button", { name: "Offer a place" }).click();
  await page.getByRole("button", { name: "Move and send" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to “Offered a place”");

  await openSection(page, "Payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await page.getByRole("link", { name: /Kids Code Camp/ }).click();
  await expect(page.getByRole("definition").filter({ hasText: "₦0" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(parent) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(parent);
  const standing = page.locator("[data-standing]");
  await expect(standing).toHaveText(/^(Unpaid|Overdue)$/);
  // axe runs as a script: it checks the same page in the context that runs scripts.
  await staffPage.goto(page.url());
  await expectNoAxeViolationsIn(staffPage);

  // A parent whose link does not work is sent a new one from here (decision 240).
  await page.getByRole("button", { name: "Send the payment link again" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "A new payment link is on its way to the parent, by mail to the application's address.",
  );

  const transfer = page.getByRole("region", { name: "Record a bank transfer" });
  await transfer.getByLabel("Amount (₦)").fill("150,000.5");
  await transfer.getByRole("button", { name: "Record the transfer" }).click();
  await expect(page.getByRole("alert")).toContainText("That is more than is still due (₦150,000)");
  await expect(transfer.getByLabel("Amount (₦)")).toHaveValue("150,000.5");

  await transfer.getByLabel("Amount (₦)").fill("150,000");
  await transfer.getByLabel("Note (for staff, optional)").fill(`GTB, narration ${reference}`);
  await transfer.getByRole("button", { name: "Record the transfer" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The transfer is recorded. The parent is being sent a receipt.",
  );
  await expect(standing).toHaveText("Paid");
  await expect(page.getByText(`Recorded by payments-${project}@hub.example`)).toBeVisible();

  await page.getByRole("link", { name: /all invoices$/ }).click();
  await page.getByLabel("Standing").selectOption("paid");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status")).toHaveText("1 invoice: paid");
  await expect(page.getByRole("definition").filter({ hasText: "₦150,000" })).toBeVisible();
  // The refused amount's page is a 400 by design (the reason, what was typed kept): the browser logs it.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);

  await Promise.all([staffContext.close(), plain.close()]);
});
