import { expect, type Page, type TestInfo, test } from "@playwright/test";
import type { StaffRole } from "../../../schemas/staff.ts";
import { staffAddWithCli } from "../../support/staff-cli.ts";
import type { LeadServer } from "../lead-server.ts";
import { mailedSecret } from "../mailed-secret.ts";

/** `npm run leads -- staff add` on the test server's database; the enrolment link. */
export function addStaffWithCli(
  server: LeadServer,
  email: string,
  role: StaffRole,
): Promise<string> {
  return staffAddWithCli(
    { SQLITE_PATH: server.sqlitePath, DATABASE_URL: "", STAFF_URL: server.staffUrl },
    email,
    role,
  );
}

/**
 * A staff flow runs on the phone project only: staff work on their phones,
 * and the flow is the same on a laptop, whose layout has tests of its own
 * (the staff header in staff-inbox, the editor's lists in staff-editor).
 */
export function onPhoneOnly(testInfo: TestInfo) {
  test.skip(
    testInfo.project.name !== "phone",
    "a staff flow is tried on a phone; the laptop's layout has its own tests",
  );
}

/** The enrolment link of the newest invitation mail to an address. */
export function invitationLink(server: LeadServer, email: string): string {
  return mailedSecret(server, email, "staff-invitation");
}

/** The newest sign-in code mailed to an address. */
export function signInCode(server: LeadServer, email: string): string {
  return mailedSecret(server, email, "staff-sign-in-code");
}

/**
 * Chromium's virtual authenticator (DevTools WebAuthn domain): a platform
 * authenticator with resident keys and user verification, as a phone's or
 * laptop's built-in one, answering every ceremony by itself.
 */
export async function addVirtualAuthenticator(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("WebAuthn.enable");
  const { authenticatorId } = await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentialCount() {
      const { credentials } = await session.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials.length;
    },
  };
}

/**
 * Enrolment as a new person goes through it (docs/decisions/147): the link's
 * Continue, a passkey set up in the page's authenticator, then a sign-in with
 * it. Adds a virtual authenticator unless the page has one.
 */
export async function enrolWithPasskey(page: Page, link: string, authenticator?: unknown) {
  if (!authenticator) await addVirtualAuthenticator(page);
  await page.goto(link);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Set up a passkey" }).click();
  await page.getByRole("button", { name: "Sign in with your passkey" }).click();
  await expect(page.getByRole("navigation", { name: "Staff sections" })).toBeVisible();
}

/** Fails the test on any console error or CSP violation of the staff pages. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a section of the staff menu by its name. On a phone, outside the
 * editor, the menu is folded under "Menu": it is unfolded first.
 */
export async function openSection(page: Page, name: string) {
  await unfoldMenu(page);
  await page
    .getByRole("navigation", { name: "Staff sections" })
    .getByRole("link", { name, exact: true })
    .click();
}

/** On a phone, outside the editor, unfolds the staff menu (sections and sign-out). */
export async function unfoldMenu(page: Page) {
  const menu = page.getByRole("navigation", { name: "Staff sections" }).locator("summary");
  if (await menu.isVisible()) await menu.click();
}

/**
 * From the staff start page, a call's form in the editor, once its fields are
 * there, opened from its list by its file name ("start-up-boost-2024"): the row
 * shows the call's name, which tests before may have changed (the list keeps
 * the file name marked beside it, staff/editor/list-names.tsx).
 */
export async function openCallInEditor(page: Page, call: string) {
  await openSection(page, "Site content");
  // The dashboard's own link: on a phone Keystatic's side navigation is folded away.
  await page.getByRole("main").getByRole("link", { name: "Calls for applications" }).click();
  await page
    .getByRole("row")
    .filter({ has: page.locator(`[data-entry-slug="${call}"]`) })
    .getByRole("rowheader")
    .first()
    .click();
  // Keystatic first reads the whole content tree: seconds when a site build runs beside it.
  await expect(formField(page, "Edition")).toBeVisible({ timeout: 30_000 });
}

/** From the staff start page, the Startup Boost call's form in the editor. */
export async function openStartupBoostCall(page: Page) {
  await openCallInEditor(page, "start-up-boost-2024");
}

/**
 * A field of the editor's form by its label: the box to type in, not the
 * sample list's tick box of the same name (a record's "Sample content still
 * in place" lists its fields by their labels).
 */
export function formField(page: Page, label: string) {
  return page.getByLabel(label).and(page.locator("input:not([type=checkbox]), textarea"));
}

/** The change issue 22 names, made in the editor's form: edition 2027, closing 31 March 2027. */
export async function changeStartupBoostTo2027(page: Page) {
  await openStartupBoostCall(page);
  const edition = formField(page, "Edition");
  await expect(edition).toHaveValue("2024");
  await edition.fill("2027");
  await formField(page, "Closes").fill("2027-03-31");
  await page.getByRole("button", { name: "Save" }).click();
}
