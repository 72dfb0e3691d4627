import { expectNoAxeViolationsIn } from "../axe-in-page.ts";
import { expect, isPhone, serverTest as test } from "../fixtures.ts";
import {
  addStaffWithCli,
  addVirtualAuthenticator,
  collectConsoleErrors,
  enrolWithPasskey,
  signInCode,
} from "./staff-support.ts";

/*
 * Issue 31, items 6 and 8: a person sees their passkeys and sessions on
 * "Your account", and someone who lost their passkey gets back in with a
 * code from email, which only sets up a new passkey. Refusals are the
 * server's own words.
 */

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "passkeys, codes and sessions work the same on every screen; the staff inbox test covers the staff side on a phone",
);

test("a person sees their passkey and this device, and after losing it gets back in with a code that sets up a new passkey", async ({
  browser,
  viewport,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `account-${testInfo.project.name}@hub.example`;
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await enrolWithPasskey(page, await addStaffWithCli(server, email, "staff"));

  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Your passkeys" }).getByText(/^Chrome on /),
  ).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();
  await expectNoAxeViolationsIn(page);

  // The phone is lost: a new browser, with a new authenticator, and a code from email.
  const lost = await browser.newContext({ viewport });
  const newPhone = await lost.newPage();
  const newErrors = collectConsoleErrors(newPhone);
  await addVirtualAuthenticator(newPhone);
  await newPhone.goto(`${server.staffUrl}/sign-in`);
  await newPhone.getByLabel("Work email").fill(email);
  await newPhone.getByRole("button", { name: "Email me a code" }).click();
  await newPhone.getByLabel("Code from the email").fill("000000");
  await newPhone.getByRole("button", { name: "Continue" }).click();
  await expect(newPhone.getByRole("alert")).toHaveText(
    "That code is not right. Check the newest email, or ask for a new code.",
  );
  await newPhone.getByLabel("Code from the email").fill(signInCode(server, email));
  await newPhone.getByRole("button", { name: "Continue" }).click();
  await expect(newPhone.getByRole("heading", { name: "Set up a passkey" })).toBeVisible();
  await expectNoAxeViolationsIn(newPhone);
  await newPhone.getByRole("button", { name: "Set up a passkey" }).click();
  await newPhone.getByRole("button", { name: "Sign in with your passkey" }).click();
  await expect(newPhone.getByRole("navigation", { name: "Staff sections" })).toBeVisible();

  // Both passkeys and both places are on the account page, each for the person to remove.
  await page.reload();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(
    2,
  );
  await expect(
    page.getByRole("list", { name: "Where you are signed in" }).getByRole("listitem"),
  ).toHaveCount(2);
  // The wrong code's refusal is the one failed request the browser logs.
  expect(errors).toEqual([]);
  expect(newErrors).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
  await lost.close();
  await context.close();
});
