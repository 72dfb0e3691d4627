import type { Page, Route } from "@playwright/test";
import { expect, exportLeads, isPhone, test } from "./fixtures.ts";

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "a form sends and answers the same on every screen; the pages' layout at 360 px is checked by the routes sweep",
);

const failures = [
  { name: "a 400", fulfil: (route: Route) => route.fulfill({ status: 400, body: "bad" }) },
  { name: "a 500", fulfil: (route: Route) => route.fulfill({ status: 500, body: "down" }) },
  { name: "a network failure", fulfil: (route: Route) => route.abort("failed") },
];

const expectedFailureLogs = [/status of (400|500)/, /Failed to load resource/, /ERR_FAILED/];

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function signUp(page: Page, email: string) {
  const form = page.getByRole("contentinfo").locator("form");
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  return form;
}

test("mailing list: a signup is stored, toasted and the field cleared", async ({
  page,
  server,
}) => {
  const email = uniqueEmail("signup");
  await page.goto("/");
  const requestPromise = page.waitForRequest("**/api/mailing-list");
  const form = await signUp(page, email);
  const request = await requestPromise;
  expect(request.postDataJSON()).toEqual({ json: { email, sheet: "Mailing List" } });
  expect(request.headers()["content-type"]).toBe("application/json");
  await expect(page.getByText("You have joined our mailing list!")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Email address" })).toHaveValue("");
  expect((await exportLeads(server, "mailing")).map((row) => row.email)).toContain(email);
});

test("mailing list: the button reads Loading... and is disabled while sending", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/mailing-list", async (route) => {
    await held;
    await route.fulfill({ status: 200, body: "{}" });
  });
  await page.goto("/");
  const form = await signUp(page, uniqueEmail("loading"));
  await expect(form.getByRole("button", { name: "Loading..." })).toBeDisabled();
  release();
  await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
});

for (const failure of failures) {
  test(`mailing list: ${failure.name} shows "Something went wrong!!!" and keeps the email`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(...expectedFailureLogs);
    await page.route("**/api/mailing-list", failure.fulfil);
    await page.goto("/");
    const email = uniqueEmail("fail");
    const form = await signUp(page, email);
    await expect(page.getByText("Something went wrong!!!")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
  });
}

async function fillContact(
  page: Page,
  values: { name: string; email: string; phone: string; message: string },
) {
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Full name").fill(values.name);
  await form.getByLabel("Email address").fill(values.email);
  await form.getByLabel("Phone number").fill(values.phone);
  await form.getByLabel("Message").fill(values.message);
  return form;
}

test("contact: a message is stored, toasted as Response taken! and the form cleared", async ({
  page,
  server,
}) => {
  const values = {
    name: "Ada Okafor",
    email: uniqueEmail("contact"),
    phone: "08012345678",
    message: "When does camp start?",
  };
  await page.goto("/contact");
  const form = await fillContact(page, values);
  const requestPromise = page.waitForRequest("**/api/contact");
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await requestPromise).postDataJSON()).toEqual({ json: values });
  await expect(page.getByText("Response taken!")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  const stored = (await exportLeads(server, "contact")).find((row) => row.email === values.email);
  expect(stored).toMatchObject({ name: values.name, phone: values.phone, message: values.message });
});

test("contact: every field is required before anything is sent", async ({ page }) => {
  let sent = false;
  await page.route("**/api/contact", (route) => {
    sent = true;
    return route.fulfill({ status: 200, body: "{}" });
  });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("Full name")).toHaveJSProperty("validity.valueMissing", true);
  expect(sent).toBe(false);
});

for (const failure of failures) {
  test(`contact: ${failure.name} shows "Something went wrong!!!" and keeps every field`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(...expectedFailureLogs);
    await page.route("**/api/contact", failure.fulfil);
    const values = {
      name: "Chidi",
      email: uniqueEmail("keep"),
      phone: "08099999999",
      message: "Keep me",
    };
    await page.goto("/contact");
    const form = await fillContact(page, values);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Something went wrong!!!")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue(values.name);
    await expect(form.getByLabel("Email address")).toHaveValue(values.email);
    await expect(form.getByLabel("Phone number")).toHaveValue(values.phone);
    await expect(form.getByLabel("Message")).toHaveValue(values.message);
  });
}
