import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { readApplyPage } from "#content-model/site/admission-pages.server.ts";
import { admissionFormPath } from "../../../schemas/admission-posts.ts";
import { expect, isPhone, test } from "../fixtures.ts";
import type { LeadServer } from "../lead-server.ts";

/*
 * Decision 243: on a kids programme's call a parent applies once per child,
 * with one email address for all of them; the same child again lands on the
 * sent page as a new application does, and the address gets a mail about
 * the application it has (decision 250). Once, on the desktop project.
 */
test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "the form sends the same on every screen; its layout at 360 px is checked by the routes sweep",
);

const call = "kids-code-camp-2024";
const applyPage = readApplyPage(call);
const form = readAdmissionForms().get("kids-code-camp");
if (!applyPage || !form)
  throw new Error("the default content has a Kids Code Camp call on the hub's own form");
const words = applyPage.words;
const labelOf = (id: string) => form.questions.find((question) => question.id === id)?.label ?? id;
const field = (page: Page, id: string) => page.getByLabel(labelOf(id), { exact: false });
const group = (page: Page, id: string) => page.getByRole("group", { name: labelOf(id) });

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function applyFor(page: Page, email: string, child: string) {
  await page.goto(admissionFormPath(call));
  await field(page, "parent-name").fill("Ngozi Okafor");
  await field(page, "parent-phone").fill("0803 123 4567");
  await field(page, "parent-email").fill(email);
  await field(page, "child-name").fill(child);
  await field(page, "child-age").fill("9");
  await group(page, "laptop").getByLabel(words.yes).check();
  await group(page, "experience").getByLabel("Never").check();
  await page.getByRole("button", { name: words.submitLabel }).click();
}

/** The address's applications, confirmations and repeats' mails, read from the server's database. */
function storedFor(server: LeadServer, email: string) {
  const db = new Database(server.sqlitePath, { readonly: true });
  try {
    const applications = db
      .prepare("select reference, answers from admission_applications where email = ? order by id")
      .all(email) as { reference: string; answers: string }[];
    const mailsOf = (kind: string) =>
      db
        .prepare(
          "select text_body from outbox_messages where to_address = ? and kind = ? order by id",
        )
        .all(email, kind) as { text_body: string }[];
    return {
      applications,
      mails: mailsOf("admission-confirmation"),
      repeats: mailsOf("admission-repeat"),
    };
  } finally {
    db.close();
  }
}

test("without JavaScript, a parent applies for two children with one address, and the same child again lands on the sent page while the mail names that child", async ({
  staticPage: page,
  server,
}) => {
  const email = uniqueEmail("kcc-siblings");
  await applyFor(page, email, "Chidera Okafor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.sent.heading);
  // A kids call's sent page says how a brother or sister applies.
  await expect(page.getByText(words.sent.appliedBeforeForChild)).toBeVisible();
  await applyFor(page, email, "Obinna Okafor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.sent.heading);

  const { applications, mails } = storedFor(server, email);
  expect(applications.map((row) => JSON.parse(row.answers)["child-name"])).toEqual([
    "Chidera Okafor",
    "Obinna Okafor",
  ]);
  const [chidera, obinna] = applications.map((row) => row.reference);
  expect(chidera).not.toBe(obinna);
  expect(mails).toHaveLength(2);
  expect(mails[0]?.text_body).toContain(chidera);
  expect(mails[1]?.text_body).toContain(obinna);

  await applyFor(page, email, "chidera  okafor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.sent.heading);
  await expect(page).toHaveURL(/\/sent\/$/);
  const after = storedFor(server, email);
  expect(after.applications).toHaveLength(2);
  expect(after.mails).toHaveLength(2);
  expect(after.repeats).toHaveLength(1);
  expect(after.repeats[0]?.text_body).toContain(chidera);
  expect(after.repeats[0]?.text_body).toContain("for Chidera");
});

test("with JavaScript, the same child again lands on the sent page, and the mail names that child", async ({
  page,
  server,
}) => {
  const email = uniqueEmail("kcc-siblings-js");
  await applyFor(page, email, "Chidera Okafor");
  await expect(page.getByRole("heading", { name: words.sent.heading })).toBeVisible();
  await applyFor(page, email, "Chidera Okafor");
  await expect(page.getByRole("heading", { name: words.sent.heading })).toBeVisible();
  const { applications, mails, repeats } = storedFor(server, email);
  expect(applications).toHaveLength(1);
  expect(mails).toHaveLength(1);
  expect(repeats).toHaveLength(1);
  expect(repeats[0]?.text_body).toContain("for Chidera");
});
