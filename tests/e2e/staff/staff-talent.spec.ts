import { readFileSync } from "node:fs";
import { readApplicationFormCopy } from "#content-model/hub/talent.server.ts";
import { pdfOfSize } from "../../support/multipart-body.ts";
import { expectNoAxeViolationsIn } from "../axe-in-page.ts";
import { expect, isPhone, serverTest as test } from "../fixtures.ts";
import { addStaffWithCli, collectConsoleErrors, enrolWithPasskey } from "./staff-support.ts";

const applicationFormCopy = readApplicationFormCopy();

/*
 * Issue 23 in the staff inbox: an application sent through /talent is a lead
 * the staff open, and its résumé comes down as an attachment, byte for byte.
 */

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "an application reaches the inbox the same on every screen; the staff inbox test covers the staff side on a phone",
);

test("an application sent through /talent is in the inbox and its résumé downloads as an attachment", async ({
  browser,
  viewport,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const staffEmail = `talent-reader-${project}@hub.example`;
  const applicant = {
    first: "Ada",
    last: `Okafor ${project}`,
    email: `ada-${project}@example.com`,
  };
  const resume = pdfOfSize(40_000);

  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);

  await page.goto(`${server.url}/talent`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.getByRole("form", { name: applicationFormCopy.heading });
  const fields = applicationFormCopy.fields;
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(fields.firstname.label).fill(applicant.first);
  await field(fields.lastname.label).fill(applicant.last);
  await field(fields.email.label).fill(applicant.email);
  await field(fields.phoneNumber.label).fill("0803 123 4567");
  await field(fields.stack.label).selectOption(fields.stack.choices?.[0] as string);
  await field(fields.skillRequirement.label).selectOption(
    fields.skillRequirement.choices?.[0] as string,
  );
  await field(fields.resume.label).setInputFiles({
    name: "Ada CV.pdf",
    mimeType: "application/pdf",
    buffer: resume,
  });
  await form.getByRole("button", { name: applicationFormCopy.submitLabel }).click();
  await expect(page.getByRole("heading", { name: applicationFormCopy.sent.heading })).toBeVisible();

  // A staff member made on the server signs in through the enrolment link.
  await enrolWithPasskey(page, await addStaffWithCli(server, staffEmail, "staff"));
  await expect(page.getByRole("heading", { name: "Start", level: 1, exact: true })).toBeVisible();

  await page.goto(
    `${server.staffUrl}/leads?kind=application&q=${encodeURIComponent(applicant.email)}`,
  );
  const name = `${applicant.first} ${applicant.last}`;
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Ada CV.pdf")).toBeVisible();
  await expectNoAxeViolationsIn(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the résumé" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Ada CV.pdf");
  expect(readFileSync(await download.path()).equals(resume)).toBe(true);

  expect(errors).toEqual([]);
  await context.close();
});
