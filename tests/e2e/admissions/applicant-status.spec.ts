import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { readApplyPage } from "#content-model/site/admission-pages.server.ts";
import { readStatusPages } from "#content-model/site/status-pages.server.ts";
import { admissionFormPath } from "../../../schemas/admission-posts.ts";
import { endStageNames } from "../../../schemas/admission-stages.ts";
import { expect, isPhone, test } from "../fixtures.ts";
import type { LeadServer } from "../lead-server.ts";
import { mailedSecret } from "../mailed-secret.ts";

/*
 * Issue 34, "Applicants": an applicant who applied without JavaScript
 * follows the confirmation mail's private link, sees where the application
 * stands and what was sent, and withdraws it; no staff member, no account.
 * Once, on the desktop project: the page is the same on every screen.
 */
test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "the status page works the same on every screen",
);

const statusWords = readStatusPages();

const call = "sparks-2024";
const applyPage = readApplyPage(call);
const form = readAdmissionForms().get("sparks");
if (!applyPage || !form)
  throw new Error("the default content has a Sparks call on the hub's own form");
const words = applyPage.words;
const labelOf = (id: string) => form.questions.find((question) => question.id === id)?.label ?? id;
const field = (page: Page, id: string) => page.getByLabel(labelOf(id), { exact: false });
const group = (page: Page, id: string) => page.getByRole("group", { name: labelOf(id) });

/** The path of the status link in the address's confirmation mail, opened from the outbox. */
function mailedStatusPath(server: LeadServer, email: string): { path: string; reference: string } {
  const db = new Database(server.sqlitePath, { readonly: true });
  try {
    const reference = db
      .prepare("select reference from admission_applications where email = ?")
      .get(email) as { reference: string } | undefined;
    if (!reference) throw new Error("no application was stored");
    const url = new URL(mailedSecret(server, email, "admission-confirmation"));
    return { path: `${url.pathname}${url.search}`, reference: reference.reference };
  } finally {
    db.close();
  }
}

test("without JavaScript, the mailed link shows the application as New, and withdrawing it there makes it Withdrew", async ({
  staticPage: page,
  server,
}) => {
  const email = `status-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(admissionFormPath(call));
  await field(page, "full-name").fill("Ifeoma Okafor");
  await field(page, "email").fill(email);
  await field(page, "phone").fill("0803 123 4567");
  await field(page, "date-of-birth").fill("1999-02-03");
  await field(page, "city").fill("Enugu");
  await group(page, "learning-path").getByLabel("Data analysis").check();
  await field(page, "hours-per-week").fill("15");
  await group(page, "own-laptop").getByLabel(words.yes).check();
  await field(page, "why-sparks").fill("I analyse sales figures by hand and want to do it well.");
  await page.getByRole("button", { name: words.submitLabel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.sent.heading);

  const { path, reference } = mailedStatusPath(server, email);
  await page.goto(path);
  // Opening the link shows a button only: a mail scanner's visit reads nothing.
  await expect(page.getByText(reference)).toHaveCount(0);
  await page.getByRole("button", { name: statusWords.link.button }).click();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(endStageNames.received, { exact: true })).toBeVisible();
  await expect(page.getByText("Data analysis")).toBeVisible();
  expect(page.url()).not.toContain("example.com");

  await page.getByRole("button", { name: statusWords.withdraw.button }).click();
  await expect(
    page.getByRole("heading", { name: statusWords.withdraw.confirmTitle }),
  ).toBeVisible();
  await page.getByRole("button", { name: statusWords.withdraw.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(statusWords.withdraw.withdrawn);
  await expect(page.getByText(endStageNames.withdrawn, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: statusWords.withdraw.button })).toHaveCount(0);
});
