import { readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { admissionFormPath } from "../../../schemas/admission-posts.ts";
import { expectNoAxeViolationsIn } from "../axe-in-page.ts";
import { expect, serverTest as test } from "../fixtures.ts";
import {
  addStaffWithCli,
  collectConsoleErrors,
  enrolWithPasskey,
  onPhoneOnly,
  openSection,
} from "../staff/staff-support.ts";
import { applyToSparks, sparksCall, sparksStageSubject, stageMails } from "./sparks-support.ts";

/*
 * Issue 34, second slice: an applicant applies to Sparks on the hub's form;
 * a staff member finds the application on the staff host, reads it, invites
 * the applicant to interview and offers a place, with JavaScript off (the
 * pages are drawn by the server, decision 198), each move after a preview of
 * its mail (decision 211); the offer is in the outbox; sign-out works from
 * these pages; an editor is refused the pages. On the phone and the desktop project alike.
 */

const call = sparksCall;
const form = readAdmissionForms().get("sparks");
if (!form) throw new Error("the default content has a Sparks call on the hub's form");
const labelOf = (id: string) => form.questions.find((question) => question.id === id)?.label ?? id;

test("staff find an application, invite to interview and offer a place without JavaScript; the offer is mailed; an editor is refused", async ({
  browser,
  viewport,
  server,
}, testInfo) => {
  onPhoneOnly(testInfo);
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const name = `Ngozi Okeke ${project}`;
  const email = `ngozi-${project}@example.com`;

  const applicant = await browser.newPage({ viewport });
  await applyToSparks(applicant, { name, email }, `${server.url}${admissionFormPath(call)}`);
  await applicant.close();

  // Enrolling needs the staff UI's script (a passkey); the applications pages do not.
  const staffContext = await browser.newContext({ viewport });
  const staffPage = await staffContext.newPage();
  await enrolWithPasskey(
    staffPage,
    await addStaffWithCli(server, `admissions-${project}@hub.example`, "staff"),
  );
  await openSection(staffPage, "Applications");
  await expect(staffPage.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

  const plain = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
    storageState: await staffContext.storageState(),
  });
  const page = await plain.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`${server.staffUrl}/applications`);
  await page.getByRole("link", { name: /Sparks 2024/ }).click();
  await page.getByLabel("Search by name, email, phone or reference").fill(`okeke ${project}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toHaveText("1 application found");
  // The search was posted and kept in this browser: its address holds a token, not what was typed.
  expect(page.url()).toMatch(
    new RegExp(`^${server.staffUrl}/applications/${call}\\?search=[\\w-]{16}$`),
  );
  expect(page.url()).not.toContain("okeke");
  // axe runs as a script: it checks the call's list in the context that runs scripts (another browser, without the search).
  await staffPage.goto(`${server.staffUrl}/applications/${call}`);
  await expectNoAxeViolationsIn(staffPage);
  await page.getByRole("link", { name: new RegExp(name) }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const answer = page.getByRole("definition").filter({ hasText: "Product design" });
  await expect(answer).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: labelOf("learning-path") })).toBeVisible();
  await staffPage.goto(page.url());
  await expectNoAxeViolationsIn(staffPage);

  // Sparks' own stages (content/site/selection-stages.yaml): a phone call first.
  await page.getByRole("button", { name: "Mark as withdrawn" }).click();
  await expect(page.getByText("No mail goes to the applicant for this move.")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Invite to a phone call" }).click();
  // The preview shows the mail; Cancel moves nothing.
  await expect(page.getByText(sparksStageSubject("interview"))).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByText("New", { exact: true })).toBeVisible();
  expect(stageMails(server, email)).toHaveLength(0);
  await page.getByRole("button", { name: "Invite to a phone call" }).click();
  await page.getByRole("button", { name: "Move and send" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to “Phone call interview”");
  // The service runs without SMTP_URL here: staff are told the mail waits.
  await expect(page.getByRole("status")).toContainText("no mail server is set up");
  await page.getByRole("button", { name: "Select", exact: true }).click();
  await expect(page.getByText(sparksStageSubject("offered"))).toBeVisible();
  await page.getByRole("button", { name: "Move and send" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to “Selected”");
  await expect(page.getByRole("listitem").filter({ hasText: /^Selected, from/ })).toContainText(
    `admissions-${project}@hub.example`,
  );

  const mails = stageMails(server, email);
  expect(mails).toHaveLength(2);
  const offer = mails[1];
  expect(offer?.subject).toMatch(sparksStageSubject("offered"));
  expect(offer?.text_body).toContain("Sparks (2024)");
  expect(offer?.text_body).not.toContain("Product design");
  expect(errors).toEqual([]);

  // The full staff header, and sign-out as a plain form.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "Leads" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${server.staffUrl}/sign-in`);
  const afterSignOut = await page.goto(`${server.staffUrl}/applications`);
  expect(new URL(afterSignOut?.url() ?? "").pathname).toBe("/sign-in");

  const editorContext = await browser.newContext({ viewport });
  const editorPage = await editorContext.newPage();
  await enrolWithPasskey(
    editorPage,
    await addStaffWithCli(server, `editor-${project}@hub.example`, "editor"),
  );
  await expect(
    editorPage.getByRole("navigation", { name: "Staff sections" }).getByRole("link", {
      name: "Applications",
    }),
  ).toHaveCount(0);
  const refused = await editorPage.goto(`${server.staffUrl}/applications/${call}`);
  expect(refused?.status()).toBe(403);

  await Promise.all([staffContext.close(), plain.close(), editorContext.close()]);
});
