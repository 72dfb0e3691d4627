import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { readApplyPage } from "#content-model/site/admission-pages.server.ts";
import {
  admissionActionPath,
  admissionFormPath,
  formVersionFieldName,
} from "../../../schemas/admission-posts.ts";
import { expect, isPhone, test } from "../fixtures.ts";
import type { LeadServer } from "../lead-server.ts";

/*
 * Decision 245: a form open while an editor publishes a change, and the
 * bounds of a date of birth and of a child's age, in the browser against
 * the real service. Once, on the desktop project: none of it depends on
 * the screen.
 */
test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "the form sends the same on every screen; its layout at 360 px is checked by the routes sweep",
);

const call = "sparks-2024";
const sparksPage = readApplyPage(call);
const form = readAdmissionForms().get("sparks");
const camp = readAdmissionForms().get("kids-code-camp");
if (!sparksPage || !form || !camp) throw new Error("the default content has these forms");
const { words } = sparksPage;
const labelOf = (id: string) => form.questions.find((question) => question.id === id)?.label ?? id;
const field = (page: Page, id: string) => page.getByLabel(labelOf(id), { exact: false });
const group = (page: Page, id: string) => page.getByRole("group", { name: labelOf(id) });

async function fillSparks(page: Page, email: string) {
  await field(page, "full-name").fill("Chiamaka Eze");
  await field(page, "email").fill(email);
  await field(page, "phone").fill("0803 123 4567");
  await field(page, "date-of-birth").fill("2001-04-12");
  await field(page, "city").fill("Enugu");
  await group(page, "learning-path").getByLabel("Product design").check();
  await field(page, "hours-per-week").fill("12");
  await group(page, "own-laptop").getByLabel(words.yes).check();
  await field(page, "why-sparks").fill("I design on weekends and want to do it for a living.");
}

/**
 * The next post as a page made from a version of the form two publishes old
 * would send it: the version it names is not the live one nor the one before.
 */
async function postAnOlderVersion(page: Page) {
  await page.route(
    `**${admissionActionPath(call)}`,
    async (route) => {
      const body = route.request().postData() ?? "";
      const field = `name="${formVersionFieldName}"\r\n\r\n`;
      expect(body).toContain(`${field}${sparksPage?.version}`);
      await route.continue({
        postData: body.replace(`${field}${sparksPage?.version}`, `${field}0000000000000000`),
      });
    },
    { times: 1 },
  );
}

function applicationOf(server: LeadServer, email: string) {
  const db = new Database(server.sqlitePath, { readonly: true });
  try {
    return db.prepare("select reference from admission_applications where email = ?").get(email);
  } finally {
    db.close();
  }
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("with JavaScript, a form older than the live one is shown again with the live questions, every answer kept, and then sent", async ({
  page,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  const email = uniqueEmail("form-changed-js");
  await page.goto(admissionFormPath(call));
  await fillSparks(page, email);
  await postAnOlderVersion(page);
  await page.getByRole("button", { name: words.submitLabel }).click();
  await expect(page.getByRole("alert").filter({ hasText: words.formChangedMessage })).toBeVisible();
  expect(applicationOf(server, email)).toBeUndefined();
  await expect(field(page, "full-name")).toHaveValue("Chiamaka Eze");
  await expect(field(page, "why-sparks")).toHaveValue(
    "I design on weekends and want to do it for a living.",
  );
  await expect(page.locator(`input[name="${formVersionFieldName}"]`)).toHaveValue(
    sparksPage.version,
  );
  await page.getByRole("button", { name: words.submitLabel }).click();
  await expect(page.getByRole("heading", { name: words.sent.heading })).toBeVisible();
  expect(applicationOf(server, email)).toBeDefined();
});

test("without JavaScript, a form older than the live one lands on the page that says the form changed and how to start again", async ({
  staticPage: page,
  server,
}) => {
  const email = uniqueEmail("form-changed-nojs");
  await page.goto(admissionFormPath(call));
  await fillSparks(page, email);
  await postAnOlderVersion(page);
  await page.getByRole("button", { name: words.submitLabel }).click();
  await expect(page).toHaveURL(/\/failed\/#form-changed$/);
  await expect(page.getByText(words.failed.reasons["form-changed"])).toBeVisible();
  // Going back to send the same form again would not mend it.
  await expect(page.getByText(words.failed.text)).toBeHidden();
  await expect(page.getByRole("link", { name: words.failed.backLabel })).toBeVisible();
  expect(page.url()).not.toContain("example.com");
  expect(applicationOf(server, email)).toBeUndefined();
});

test("a date of birth in the future is refused by the page's date box and by the rule, with the day named", async ({
  page,
}) => {
  await page.goto(admissionFormPath(call));
  const birth = field(page, "date-of-birth");
  const latest = await birth.getAttribute("max");
  expect(latest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await birth.fill("2030-01-01");
  await birth.blur();
  await expect(page.getByText(/^Choose a date on or before /)).toBeVisible();
});

test("a child's age outside the ages the programme's page gives is refused, naming those ages", async ({
  page,
}) => {
  const age = camp.questions.find((question) => question.id === "child-age");
  if (age?.minAge === undefined || age.maxAge === undefined) {
    throw new Error("the Kids Code Camp form takes its programme's ages");
  }
  await page.goto(admissionFormPath("kids-code-camp-2024"));
  const input = page.getByLabel(age.label, { exact: true });
  await input.fill(String(age.minAge - 1));
  await input.blur();
  await expect(
    page.getByText(`This programme takes ages ${age.minAge} to ${age.maxAge}`),
  ).toBeVisible();
  await input.fill(String(age.minAge));
  await input.blur();
  await expect(page.getByText(/^This programme takes ages/)).toBeHidden();
});

test("without JavaScript, an age the service refuses lands on a page that names the ages the programme takes", async ({
  staticPage: page,
  server,
}) => {
  const kidsCall = "kids-code-camp-2024";
  const age = camp.questions.find((question) => question.id === "child-age");
  if (age?.minAge === undefined || age.maxAge === undefined) {
    throw new Error("the Kids Code Camp form takes its programme's ages");
  }
  const { maxAge } = age;
  const campLabel = (id: string) =>
    camp.questions.find((question) => question.id === id)?.label ?? id;
  const email = uniqueEmail("age-nojs");
  await page.goto(admissionFormPath(kidsCall));
  await page.getByLabel(campLabel("parent-name"), { exact: false }).fill("Ngozi Okafor");
  await page.getByLabel(campLabel("parent-phone"), { exact: false }).fill("0803 123 4567");
  await page.getByLabel(campLabel("parent-email"), { exact: false }).fill(email);
  await page.getByLabel(campLabel("child-name"), { exact: false }).fill("Chidera Okafor");
  await page.getByLabel(age.label, { exact: true }).fill(String(age.maxAge));
  await page
    .getByRole("group", { name: campLabel("laptop") })
    .getByLabel(words.yes)
    .check();
  await page
    .getByRole("group", { name: campLabel("experience") })
    .getByLabel("Never")
    .check();
  // The browser's own bounds hold back a typed age; a post that gets past them meets the service's.
  await page.route(
    `**${admissionActionPath(kidsCall)}`,
    async (route) => {
      const answer = `name="child-age"\r\n\r\n`;
      const body = route.request().postData() ?? "";
      expect(body).toContain(`${answer}${maxAge}\r\n`);
      await route.continue({
        postData: body.replace(`${answer}${maxAge}\r\n`, `${answer}${maxAge + 1}\r\n`),
      });
    },
    { times: 1 },
  );
  await page.getByRole("button", { name: words.submitLabel }).click();
  await expect(page).toHaveURL(/\/failed\/#invalid-child-age$/);
  await expect(page.locator("#invalid-child-age")).toBeVisible();
  await expect(page.locator("#invalid-child-age")).toContainText(
    `This programme takes ages ${age.minAge} to ${age.maxAge}`,
  );
  expect(applicationOf(server, email)).toBeUndefined();
});
