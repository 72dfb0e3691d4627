import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolationsIn } from "../axe-in-page.ts";
import { type LeadServer, startLeadServer } from "../lead-server.ts";
import {
  addStaffWithCli,
  collectConsoleErrors,
  enrolWithPasskey,
  openSection,
} from "./staff-support.ts";

/**
 * The first day (issue 32, items 17 and 20), on a phone as staff often are:
 * the enrolment leads to a Start page that says what the role can do, and a
 * new admin's checklist leads to the sample content to replace or keep.
 */

let server: LeadServer;
test.beforeAll(async ({ isMobile }) => {
  test.skip(!isMobile, "the first day is tried on a phone");
  test.setTimeout(120_000);
  server = await startLeadServer();
});
test.afterAll(() => server?.stop());

const startHeading = (page: Page) =>
  page.getByRole("heading", { name: "Start", level: 1, exact: true });

/** The number in the checklist's sample-content line ("12 pieces of the sample content … are left"). */
async function samplesLeft(page: Page): Promise<number> {
  const line = page.getByText(/pieces? of the sample content the website came with/);
  return Number((await line.textContent())?.match(/^(\d+)/)?.[1]);
}

test("a new admin enrols, lands on Start with the launch checklist, and keeps a piece of sample content from it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await enrolWithPasskey(page, await addStaffWithCli(server, "first-admin@hub.example", "admin"));

  await expect(startHeading(page)).toBeVisible();
  const checklist = page.getByRole("region", { name: "Setting up the staff side and the website" });
  await expect(checklist.getByText("Invite the team (To do)")).toBeVisible();
  await expect(checklist.getByText(/No mail server is set.*sample sender/)).toBeVisible();
  await expect(checklist.getByRole("link", { name: "Open People" })).toHaveAttribute(
    "href",
    "/people",
  );
  const before = await samplesLeft(page);
  expect(before).toBeGreaterThan(0);
  // Both kinds of application are counted, each tile leading to its own list.
  const leads = page.getByRole("region", { name: "Leads to follow up" });
  await expect(leads.getByRole("link", { name: /Talent applications/ })).toHaveAttribute(
    "href",
    "/leads?kind=application",
  );
  await expect(leads.getByRole("link", { name: /Programme applications/ })).toHaveAttribute(
    "href",
    "/applications",
  );
  await expectNoAxeViolationsIn(page);

  await checklist.getByRole("link", { name: "See the sample content" }).click();
  await expect(page.getByRole("heading", { name: "Sample content", level: 1 })).toBeVisible();
  const organisation = page.locator("details", { hasText: "Organisation: name, address, phone" });
  await expect(organisation.getByText("Phone", { exact: true })).toBeVisible();
  await expect(organisation.getByRole("link", { name: "Open in Site content" })).toHaveAttribute(
    "href",
    "/keystatic/singleton/site-identity",
  );
  await expectNoAxeViolationsIn(page);
  await organisation.getByRole("button", { name: "Keep as it is" }).click();
  await expect(page.getByRole("status")).toHaveText("Kept: it no longer holds Publish back.");
  await expect(organisation.getByText(/^Kept as it is by first-admin@hub\.example/)).toBeVisible();

  await openSection(page, "Start");
  await expect(startHeading(page)).toBeVisible();
  expect(await samplesLeft(page)).toBe(before - 1);
  expect(errors).toEqual([]);
});

test("an editor's Start page says where to edit and what waits, and shows no leads", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await enrolWithPasskey(page, await addStaffWithCli(server, "new-editor@hub.example", "editor"));

  await expect(startHeading(page)).toBeVisible();
  await expect(page.getByText("You look after the website")).toBeVisible();
  const website = page.getByRole("region", { name: "The website" });
  await expect(website.getByRole("link", { name: "Edit the website" })).toHaveAttribute(
    "href",
    "/keystatic",
  );
  await expect(website.getByRole("link", { name: "See the sample content" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Leads to follow up" })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Setting up the staff side and the website" }),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});
