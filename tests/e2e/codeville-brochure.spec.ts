import { brochurePagePath } from "#app/features/codeville/brochure-paths.ts";
import { readBrochureForm } from "#content-model/codeville/brochure.server.ts";
import { expect, isPhone, test } from "./fixtures.ts";

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "a brochure request works the same on every screen; the pages' layout at 360 px is checked by the routes sweep",
);

const brochureForm = readBrochureForm();

const open = async (page: import("@playwright/test").Page) => {
  await page.goto("/codeville");
  await page.getByRole("link", { name: "Download Brochure" }).click();
  const dialog = page.getByRole("dialog", { name: brochureForm.title });
  await expect(dialog).toBeVisible();
  return dialog;
};

test("Download Brochure opens the modal; a request posts SPEC §7.2's body, toasts success and closes", async ({
  page,
}) => {
  const dialog = await open(page);
  const request = page.waitForRequest((sent) => sent.url().endsWith("/api/v1.0/email/send"));
  await dialog.getByLabel(brochureForm.emailLabel).fill("ada@example.com");
  await dialog.getByRole("button", { name: brochureForm.submitLabel }).click();
  expect((await request).postDataJSON()).toMatchObject({
    template_params: { email_subject: "Codeville Brochure Request", to_email: "ada@example.com" },
  });
  await expect(page.getByText(brochureForm.successMessage)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("an empty email warns Email is required; a failed send toasts Error sending email", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const dialog = await open(page);
  await dialog.getByRole("button", { name: brochureForm.submitLabel }).click();
  await expect(page.getByText(brochureForm.requiredMessage)).toBeVisible();
  await page.route("**/api/v1.0/email/send", (route) => route.fulfill({ status: 500, body: "" }));
  await dialog.getByLabel(brochureForm.emailLabel).fill("ada@example.com");
  await dialog.getByRole("button", { name: brochureForm.submitLabel }).click();
  await expect(page.getByText(brochureForm.errorMessage)).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("before JavaScript Download Brochure leads to a page whose form posts for real", async ({
  staticPage: page,
}) => {
  await page.goto("/codeville");
  await page.getByRole("link", { name: "Download Brochure" }).click();
  await expect(page).toHaveURL(new RegExp(`${brochurePagePath}/?$`));
  const form = page.getByRole("form", { name: brochureForm.title });
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/api/forms/brochure");
  await expect(page.getByRole("link", { name: /Download the brochure now/ })).toHaveAttribute(
    "href",
    "/downloads/codeville-brochure.pdf",
  );
});
