import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { personName } from "../../../staff/person-name.ts";
import { createContact } from "../../support/lead-request-factories.ts";
import { expectNoAxeViolationsIn } from "../axe-in-page.ts";
import { expect, serverTest as test } from "../fixtures.ts";
import type { LeadServer } from "../lead-server.ts";
import {
  addStaffWithCli,
  addVirtualAuthenticator,
  collectConsoleErrors,
  enrolWithPasskey,
  invitationLink,
  onPhoneOnly,
  openSection,
  unfoldMenu,
} from "./staff-support.ts";

/*
 * The site tests' server, shared: each test signs in a person of its own and
 * looks for leads by words of its own.
 */

/** One CSV line split into its cells (the export quotes cells with commas or quotes). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map((match) => (match[1] ?? "").replace(/^"|"$/g, "").replaceAll('""', '"'));
}

test("an admin made with the CLI enrols a passkey, handles a contact message, exports it and invites a staff member who cannot erase", async ({
  browser,
  viewport,
  server,
}, testInfo) => {
  onPhoneOnly(testInfo);
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const adminEmail = `admin-${project}@hub.example`;
  const staffEmail = `staff-${project}@hub.example`;
  const sender = { name: `Ngozi ${project} Eze`, email: `ngozi-${project}@family.example` };

  // The first admin is made on the server.
  const enrolment = await addStaffWithCli(server, adminEmail, "admin");

  const adminContext = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await adminContext.newPage();
  const errors = collectConsoleErrors(page);
  const authenticator = await addVirtualAuthenticator(page);

  // The public /contact form sends a message moments before.
  await page.goto(`${server.url}/contact`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Full name").fill(sender.name);
  await form.getByLabel("Email address").fill(sender.email);
  await form.getByLabel("Phone number").fill("08012345678");
  await form.getByLabel("Message").fill("Is there a holiday camp in December?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Response taken!")).toBeVisible();

  // Enrolment: the link's page waits for a press (a POST), then asks for a passkey.
  await page.goto(enrolment);
  await expect(page.getByRole("heading", { name: "Welcome to the staff side" })).toBeVisible();
  await expectNoAxeViolationsIn(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Set up a passkey" }).click();
  await expect(page.getByText("Your passkey is ready")).toBeVisible();
  expect(await authenticator.credentialCount()).toBe(1);

  // A fresh sign-in with the passkey alone.
  await adminContext.clearCookies();
  await page.goto(`${server.staffUrl}/leads`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fleads$/);
  await expectNoAxeViolationsIn(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  // Signed in, back on the page asked for.
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expectNoAxeViolationsIn(page);

  // The inbox has the message; it is marked handled.
  await openSection(page, "Leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(sender.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: new RegExp(sender.name) }).click();
  await expect(page.getByRole("heading", { name: sender.name })).toBeVisible();
  await expect(page.getByText("Is there a holiday camp in December?")).toBeVisible();
  // The reply starts written: a subject, and the message quoted.
  const reply = new URL(
    (await page.getByRole("link", { name: "Reply by email" }).getAttribute("href")) ?? "",
  );
  expect(reply.pathname).toBe(sender.email);
  expect(reply.searchParams.get("subject")).toMatch(/^Re: Your message of /);
  expect(reply.searchParams.get("body")).toContain("> Is there a holiday camp in December?");
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    "tel:+2348012345678",
  );
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/2348012345678",
  );
  await page.getByLabel("New note").fill("Called back: she wants the December camp.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expectNoAxeViolationsIn(page);
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  // Said where the button is: the status badge at the top is off screen on a phone.
  await expect(page.getByText("Marked handled: it leaves the New list.")).toBeVisible();
  // Named as the notes name their author, not by an address.
  await expect(page.getByText(`Handled by ${personName(adminEmail)}`)).toBeVisible();

  // The export of the current filter, downloaded and parsed as a spreadsheet would.
  await page.getByRole("link", { name: "All leads" }).click();
  await expectNoAxeViolationsIn(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const bytes = readFileSync(await (await downloading).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.toString("utf8").slice(1).trim().split("\r\n").map(csvCells);
  const exported = rows.map((cells) =>
    Object.fromEntries((header ?? []).map((name, index) => [name, cells[index]])),
  );
  expect(exported).toContainEqual(
    expect.objectContaining({
      Kind: "Contact message",
      Name: sender.name,
      Email: sender.email,
      Phone: "0801 234 5678",
      Message: "Is there a holiday camp in December?",
      Status: "Handled",
      "Handled by": adminEmail,
      Notes: expect.stringContaining(`${adminEmail}: Called back: she wants the December camp.`),
    }),
  );

  // An invitation to a staff member, through the outbox.
  await openSection(page, "People");
  const invitation = page.getByRole("form", { name: "Invite someone" });
  await invitation.getByRole("textbox", { name: "Email" }).fill(staffEmail);
  await invitation.getByRole("radio", { name: /^Staff/ }).check();
  await invitation.getByRole("button", { name: "Send invitation" }).click();
  // This server has no mail server: the page says so, and how the link reaches the person.
  await expect(
    invitation.getByRole("status").filter({
      hasText: `${staffEmail} is invited, but no email went out`,
    }),
  ).toContainText(`npm run leads -- staff add --email ${staffEmail} --role staff`);
  await expectNoAxeViolationsIn(page);

  // The staff member reads the lead but has no erase button, and the server refuses an erasure.
  const staffContext = await browser.newContext({ viewport });
  const staffPage = await staffContext.newPage();
  const staffErrors = collectConsoleErrors(staffPage);
  await enrolWithPasskey(staffPage, invitationLink(server, staffEmail));
  await expect(
    staffPage.getByRole("heading", { name: "Start", level: 1, exact: true }),
  ).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "People" })).toHaveCount(0);
  await staffPage.goto(`${server.staffUrl}/leads?q=${encodeURIComponent(sender.email)}`);
  await staffPage.getByRole("link", { name: new RegExp(sender.name) }).click();
  await expect(staffPage.getByText("Is there a holiday camp in December?")).toBeVisible();
  await expect(staffPage.getByRole("button", { name: "Erase this person" })).toHaveCount(0);
  const erasure = await staffPage.evaluate(async (email) => {
    const response = await fetch("/api/erasure", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, confirmation: email }),
    });
    return response.status;
  }, sender.email);
  expect(erasure).toBe(403);

  // Signing out ends the session: the inbox sends to sign in again.
  await unfoldMenu(staffPage);
  await staffPage.getByRole("button", { name: "Sign out" }).click();
  await expect(staffPage).toHaveURL(/\/sign-in$/);
  await staffPage.goto(`${server.staffUrl}/leads`);
  await expect(staffPage).toHaveURL(/\/sign-in\?next=%2Fleads$/);

  expect(errors).toEqual([]);
  // The only error the staff member's console may show is the refused erasure's 403.
  expect(staffErrors.filter((text) => !text.includes("403"))).toEqual([]);
  await staffContext.close();
  await adminContext.close();
});

/** An admin of this project's own, signed in with a passkey, on the Start page. */
async function signInAsAdmin(page: Page, server: LeadServer, name: string) {
  // A passkey enrolment and the axe checks beside other work: far more than the default 30 s.
  test.setTimeout(120_000);
  await enrolWithPasskey(page, await addStaffWithCli(server, `${name}@hub.example`, "admin"));
  await expect(page.getByRole("heading", { name: "Start", level: 1, exact: true })).toBeVisible();
}

test("a search with New on says how many handled leads match too, and its link keeps the search and shows them all", async ({
  page,
  server,
}, testInfo) => {
  onPhoneOnly(testInfo);
  const project = testInfo.project.name;
  // A word of this test's own, so another test's leads never match.
  const word = `Obiageli${project}`;
  for (const index of [1, 2, 3]) {
    const sent = await page.request.post(`${server.url}/api/contact`, {
      data: createContact({
        name: `${word} Sender${index}`,
        email: `sender${index}-${project}@family.example`,
      }),
    });
    expect(sent.status()).toBe(201);
  }
  await signInAsAdmin(page, server, `search-${project}`);
  // Two of the three were followed up already.
  const handled = await page.evaluate(async (q) => {
    const list = (await (await fetch(`/api/leads?q=${q}`)).json()) as { items: { id: number }[] };
    for (const { id } of list.items.slice(0, 2)) {
      await fetch(`/api/leads/contact/${id}/handled`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ handled: true }),
      });
    }
    return list.items.length;
  }, word);
  expect(handled).toBe(3);

  await page.goto(`${server.staffUrl}/leads?q=${word}&status=new`);
  await expect(page.getByRole("link", { name: new RegExp(word) })).toHaveCount(1);
  const hint = page.getByText("2 more match in Handled");
  await expect(hint).toBeVisible();
  await expectNoAxeViolationsIn(page);
  await hint.getByRole("link", { name: "show all matches" }).click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?q=${word}$`));
  await expect(page.getByRole("link", { name: new RegExp(word) })).toHaveCount(3);
  await expect(page.getByText(/more match/)).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue(word);
});

test("an admin's sections fold under Menu and the page's name on a phone, and show whole on a laptop", async ({
  page,
  isMobile,
  server,
}, testInfo) => {
  await signInAsAdmin(page, server, `menu-${testInfo.project.name}`);
  await page.goto(`${server.staffUrl}/leads`);
  const sections = page.getByRole("navigation", { name: "Staff sections" });
  const people = sections.getByRole("link", { name: "People", exact: true });
  if (!isMobile) {
    await expect(people).toBeVisible();
    await expect(sections.getByText("Menu", { exact: true })).toHaveCount(0);
    return;
  }
  // Folded, the header is one row: the first heading of the page is on the first screen's top quarter.
  const menu = sections.getByText("Menu", { exact: true });
  await expect(sections).toContainText("Menu · Leads");
  await expect(people).toBeHidden();
  const heading = await page.getByRole("heading", { name: "Leads", level: 1 }).boundingBox();
  expect(heading?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(780 / 4);
  await menu.click();
  await expect(people).toBeVisible();
  for (const name of ["Start", "Leads", "Lead mails", "People", "Audit log", "Your account"]) {
    const box = await sections.getByRole("link", { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  await expect(sections.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoAxeViolationsIn(page);
  await people.click();
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  // The menu folds again on the page it opened.
  await expect(sections).toContainText("Menu · People");
  await expect(people).toBeHidden();
});
