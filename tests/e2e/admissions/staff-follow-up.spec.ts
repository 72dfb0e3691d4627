import type { Browser, Page } from "@playwright/test";
import { lagosTimeInWords } from "../../../schemas/lagos-time.ts";
import { expect, isPhone, test } from "../fixtures.ts";
import type { LeadServer } from "../lead-server.ts";
import { addStaffWithCli, enrolWithPasskey } from "../staff/staff-support.ts";
import { applyToSparks, sparksCall, sparksStageSubject, stageMails } from "./sparks-support.ts";

/*
 * Issue 34, decision 217: the follow-up a programme manager does on a call,
 * with JavaScript off (the admissions pages of the staff host are forms the
 * server draws): a note on an application, read back in its history with its
 * author and the Lagos time; an application given to themself and found
 * again with "Only those assigned to me"; several applications ticked on the
 * list and moved at once after a preview, each applicant mailed once. On the
 * phone project: the list and its forms must work on the narrowest screen,
 * and they are the same pages on a desktop.
 */
test.skip(
  ({ viewport }) => !isPhone(viewport?.width),
  "the pages are the same on every screen; the phone is the narrowest they must work on",
);

/**
 * Signs a new staff member in (enrolling needs the staff UI's script and a
 * passkey), then hands the session to the page that runs no script.
 */
async function signInAsStaff(browser: Browser, server: LeadServer, email: string, page: Page) {
  const context = await browser.newContext();
  await enrolWithPasskey(await context.newPage(), await addStaffWithCli(server, email, "staff"));
  await page.context().addCookies(await context.cookies());
  await context.close();
}

/** Searches the call's list for what every applicant of a test shares in their name. */
async function searchList(page: Page, server: LeadServer, words: string) {
  await page.goto(`${server.staffUrl}/applications/${sparksCall}`);
  await page.getByLabel("Search by name, email, phone or reference").fill(words);
  await page.getByRole("button", { name: "Search" }).click();
}

test("a note shows in the application's history with its author and Lagos time, and an application given to oneself is the one the “mine” filter finds", async ({
  browser,
  server,
  staticPage: page,
}) => {
  test.setTimeout(120_000);
  const staff = "follow-up-notes@hub.example";
  const chosen = { name: "Amaka Obiora", email: "amaka-obiora@example.com" };
  const other = { name: "Kene Obiora", email: "kene-obiora@example.com" };
  await applyToSparks(page, chosen);
  await applyToSparks(page, other);
  await signInAsStaff(browser, server, staff, page);

  await searchList(page, server, "obiora");
  await expect(page.getByRole("status")).toHaveText("2 applications found");
  await page.getByRole("link", { name: new RegExp(chosen.name) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen.name);

  const note = "Phoned her: she can start in January and has her own laptop.";
  await page.getByLabel("Add a note").fill(note);
  const before = new Date();
  await page.getByRole("button", { name: "Add the note" }).click();
  const after = new Date();
  await expect(page.getByRole("status")).toHaveText("Note added to the history.");
  const noted = page.getByRole("listitem").filter({ hasText: note });
  // The minute may turn between the post and the answer: either side is the note's time.
  const written = [before, after].map((at) => `Note by ${staff}, ${lagosTimeInWords(at)}: ${note}`);
  expect(written).toContain(await noted.textContent());

  await page.getByLabel("Give it to").selectOption({ label: staff });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`Assigned to ${staff}.`);
  await expect(page.getByRole("heading", { name: `Assigned to: ${staff}` })).toBeVisible();

  await page.getByRole("link", { name: /all applications$/ }).click();
  await page.getByLabel("Only those assigned to me").check();
  await page.getByRole("button", { name: "Show", exact: true }).click();
  // "Mine" names nobody: it is kept in the address, as the stage is.
  expect(new URL(page.url()).search).toBe("?mine=1");
  await expect(page.getByRole("status")).toHaveText("1 application found");
  await expect(page.getByRole("link", { name: new RegExp(chosen.name) })).toContainText(
    `Assigned to ${staff}`,
  );
  await expect(page.getByRole("link", { name: new RegExp(other.name) })).toHaveCount(0);
});

test("applications ticked on the list move together after a preview, and each one moved to a mailed stage gets its mail once", async ({
  browser,
  server,
  staticPage: page,
}) => {
  test.setTimeout(150_000);
  const applicants = ["Ada", "Uche", "Obi"].map((first) => ({
    name: `${first} Nnamdi`,
    email: `${first.toLowerCase()}-nnamdi@example.com`,
  }));
  for (const applicant of applicants) await applyToSparks(page, applicant);
  await signInAsStaff(browser, server, "follow-up-moves@hub.example", page);
  const tick = (name: string) =>
    page.getByRole("checkbox", { name: new RegExp(`^Choose ${name}`) });

  await searchList(page, server, "nnamdi");
  await expect(page.getByRole("status")).toHaveText("3 applications found");
  for (const { name } of applicants) await tick(name).check();
  // Sparks' own stages (content/site/selection-stages.yaml): a phone call, then a virtual interview.
  await page.getByLabel("Move the ticked to").selectOption({ label: "Phone call interview" });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Move 3 applications to “Phone call interview”?",
  );
  await expect(page.getByText(sparksStageSubject("interview")).first()).toBeVisible();
  await page.getByRole("button", { name: "Move 3 applications and send their mails" }).click();
  await expect(page.getByRole("status")).toContainText("3 applications moved, 0 skipped.");

  await searchList(page, server, "nnamdi");
  for (const { name } of applicants) {
    await expect(page.getByRole("link", { name: new RegExp(name) })).toContainText(
      "Phone call interview",
    );
  }
  const [ada, uche, obi] = applicants;
  if (!ada || !uche || !obi) throw new Error("three applicants");
  await tick(ada.name).check();
  await tick(uche.name).check();
  await page.getByLabel("Move the ticked to").selectOption({ label: "Virtual interview" });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Move 2 applications to “Virtual interview”?",
  );
  // The preview stores nothing: only the phone call's mail is queued before the confirmation.
  expect(stageMails(server, ada.email)).toHaveLength(1);
  // Each applicant's mail is in the preview, the first one unfolded.
  await expect(page.getByText(sparksStageSubject("virtual-interview")).first()).toBeVisible();
  await page.getByRole("button", { name: "Move 2 applications and send their mails" }).click();
  await expect(page.getByRole("status")).toContainText("2 applications moved, 0 skipped.");

  for (const [applicant, stage] of [
    [ada, "Virtual interview"],
    [uche, "Virtual interview"],
    [obi, "Phone call interview"],
  ] as const) {
    await searchList(page, server, applicant.name);
    await page.getByRole("link", { name: new RegExp(applicant.name) }).click();
    await expect(page.getByText(stage, { exact: true })).toBeVisible();
  }
  for (const { email } of [ada, uche]) {
    expect(stageMails(server, email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(sparksStageSubject("interview")),
      expect.stringMatching(sparksStageSubject("virtual-interview")),
    ]);
  }
  expect(stageMails(server, obi.email).map((mail) => mail.subject)).toEqual([
    expect.stringMatching(sparksStageSubject("interview")),
  ]);
});

test("on a phone the move bar stays in reach while ticking and counts the ticked; the preview names each applicant; Back finds the search, the filter and the ticks again, with nothing to resubmit", async ({
  browser,
  server,
  page: publicPage,
}, testInfo) => {
  test.setTimeout(150_000);
  const applicants = ["Ifeoma", "Chuka"].map((first) => ({
    name: `${first} Ezenwa`,
    email: `${first.toLowerCase()}-ezenwa@example.com`,
  }));
  for (const applicant of applicants) await applyToSparks(publicPage, applicant);
  // The staff host's pages do not hydrate: a page of the same phone context, with its script on.
  const page = await publicPage.context().newPage();
  await signInAsStaff(browser, server, "follow-up-phone@hub.example", page);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });

  await searchList(page, server, "ezenwa");
  // The search is a GET of a token that names nobody; the words are not in the address.
  expect(page.url()).toMatch(/\?search=[\w-]{16}$/);
  expect(page.url()).not.toContain("ezenwa");
  await expect(page.getByRole("status")).toHaveText("2 applications found");
  const bar = page.locator("[data-ticked]");
  await expect(bar).toHaveText("Tick applications to move them.");
  await page.getByRole("checkbox", { name: /^Choose Ifeoma/ }).check();
  await page.getByRole("checkbox", { name: /^Choose Chuka/ }).check();
  await expect(bar).toHaveText("2 ticked.");
  // The bar is on the screen while the first rows are, not below the list.
  await page.getByRole("checkbox", { name: /^Choose Chuka/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toBeInViewport();
  await shot("list-ticked");

  await page.getByLabel("Move the ticked to").selectOption({ label: "Not selected" });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Move 2 applications to “Not selected”?",
  );
  await expect(
    page.getByText("2 applications chosen: 2 applications can move, 0 cannot."),
  ).toBeVisible();
  await expect(
    page.locator("summary").filter({ hasText: /^Ifeoma \(SPK-\d{4}-\d{4}\)$/ }),
  ).toHaveCount(1);
  await shot("move-preview");

  await page.goBack();
  await expect(page.getByRole("status")).toHaveText("2 applications found");
  await expect(page.getByRole("checkbox", { name: /^Choose Ifeoma/ })).toBeChecked();
  await expect(bar).toHaveText("2 ticked.");
  // The preview's own way back leads to the same list, search and ticks.
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page.getByRole("link", { name: "Back to the list" }).first().click();
  await expect(page.getByRole("status")).toHaveText("2 applications found");
  await expect(page.getByRole("checkbox", { name: /^Choose Chuka/ })).toBeChecked();

  await page.getByRole("link", { name: /Ifeoma Ezenwa/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ifeoma Ezenwa");
  await shot("application");
  await page.goBack();
  // A GET again: no "Confirm Form Resubmission", the results as they were.
  await expect(page.getByRole("status")).toHaveText("2 applications found");

  // Lead mails: programme applications are a choice of their own, apart from the talent pool's.
  await page.goto(`${server.staffUrl}/people/me`);
  const programmes = page.getByRole("checkbox", {
    name: "Programme applications (Codeville, Startzone, Sparks)",
  });
  await expect(programmes).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: "Talent pool applications (/talent)" }),
  ).toBeVisible();
  await programmes.check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: /./ })).toBeVisible();
  await shot("lead-mails");
});
