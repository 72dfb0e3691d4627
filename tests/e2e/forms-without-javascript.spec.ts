import type { Page } from "@playwright/test";
import { callProgrammes } from "#content-model/calls/calls.ts";
import { readResultPagesByPath } from "#content-model/site/form-results.server.ts";
import { readLeadForms } from "#content-model/site/lead-forms.server.ts";
import { formFailedPath, formSentPath, mailingListActionPages } from "../../schemas/form-posts.ts";
import { waitlistLeavePath, waitlistRejoinPath } from "../../schemas/waitlist-paths.ts";
import { clientBuildDir } from "../../scripts/build/build-dir.ts";
import { sitePages } from "../../scripts/build/site-pages.ts";
import { expect, exportLeads, isPhone, test } from "./fixtures.ts";

const leadForms = readLeadForms();

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "a form posts the same on every screen; the result pages' layout at 360 px is checked by the routes sweep",
);

const resultPagesByPath = readResultPagesByPath();

/*
 * Before hydration, or with JavaScript off, every form posts to the lead
 * service, which stores the lead and redirects to a prerendered result page
 * (Post/Redirect/Get). Nothing personal ever travels in an address.
 */

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const headingOf = (path: string) => resultPagesByPath.get(path)?.title ?? "";

/** `path` may end in the fragment that names a refused rule's message. */
async function expectResultPage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    headingOf(path.split("#")[0] ?? ""),
  );
  expect(page.url()).not.toMatch(/[?&](email|name|phone|message)=/);
}

test("every form in the build posts to the lead service: none can send a GET", () => {
  const forms = sitePages(clientBuildDir()).flatMap((built) =>
    [...built.html.matchAll(/<form\b[^>]*>/g)].map((match) => ({
      page: built.path,
      tag: match[0],
    })),
  );
  expect(forms.length).toBeGreaterThan(0);
  // A mail link's page posts its token back to its own address: the mailing list's, and each waitlist's way out and way back.
  const mailLinkPages = new Set<string>([
    ...Object.values(mailingListActionPages),
    ...callProgrammes.flatMap((programme) =>
      [waitlistLeavePath(programme), waitlistRejoinPath(programme)].map((path) =>
        path.replace(/\/$/, ""),
      ),
    ),
  ]);
  for (const form of forms) {
    expect(form.tag, form.page).toMatch(/\bmethod="post"/);
    // A mailing-list link's page posts its button to its own address, which carries the token.
    if (mailLinkPages.has(form.page) && !/\baction=/.test(form.tag)) continue;
    // A lead form posts to its form's address; an application form to its call's; a waitlist to its programme's.
    expect(form.tag, form.page).toMatch(
      /\baction="\/api\/(forms\/[a-z-]+|apply\/[a-z0-9-]+|waitlist\/[a-z0-9-]+)"/,
    );
  }
});

test("without JavaScript, a mailing-list signup is stored and lands on its result page", async ({
  staticPage: page,
  server,
}) => {
  const email = uniqueEmail("nojs-signup");
  await page.goto("/about");
  const form = page.getByRole("contentinfo").locator("form");
  await form.getByRole("textbox", { name: leadForms.mailingList.emailLabel }).fill(email);
  await form.getByRole("button", { name: leadForms.mailingList.submitLabel }).click();
  await expectResultPage(page, formSentPath("mailing-list"));
  expect((await exportLeads(server, "mailing")).map((row) => row.email)).toContain(email);
});

test("without JavaScript, a contact message is stored and lands on its result page", async ({
  staticPage: page,
  server,
}) => {
  const email = uniqueEmail("nojs-contact");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: leadForms.contact.heading });
  await form.getByLabel(leadForms.contact.fields.name.label).fill("Ada Okafor");
  await form.getByLabel(leadForms.contact.fields.email.label).fill(email);
  await form.getByLabel(leadForms.contact.fields.phone.label).fill("08031234567");
  await form
    .getByLabel(leadForms.contact.fields.message.label)
    .fill("Hello from a phone with no JavaScript.");
  await form.getByRole("button", { name: leadForms.contact.submitLabel }).click();
  await expectResultPage(page, formSentPath("contact"));
  const stored = (await exportLeads(server, "contact")).find((row) => row.email === email);
  expect(stored).toMatchObject({
    name: "Ada Okafor",
    message: "Hello from a phone with no JavaScript.",
  });
});

test("without JavaScript, an email the service refuses gets the page naming the reason, and nothing is stored", async ({
  staticPage: page,
  server,
}) => {
  // The browser's own check accepts an address without a domain ending; the service does not.
  const email = `nojs-invalid-${Date.now()}@example`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: leadForms.contact.heading });
  await form.getByLabel(leadForms.contact.fields.name.label).fill("Ada Okafor");
  await form.getByLabel(leadForms.contact.fields.email.label).fill(email);
  await form.getByLabel(leadForms.contact.fields.phone.label).fill("08031234567");
  await form.getByLabel(leadForms.contact.fields.message.label).fill("Hello");
  await form.getByRole("button", { name: leadForms.contact.submitLabel }).click();
  await expectResultPage(
    page,
    `${formFailedPath("contact", "invalid-email")}#rule-please-enter-a-valid-email`,
  );
  // The exact message of the rule that failed, and none of the field's other rules.
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeHidden();
  await expect(page.getByRole("link", { name: /Back to the contact form/ })).toHaveAttribute(
    "href",
    "/contact",
  );
  expect((await exportLeads(server, "contact")).some((row) => row.email === email)).toBe(false);
});

test("a form post from another site is refused with 403 and stores nothing", async ({
  request,
  server,
}) => {
  const email = uniqueEmail("cross-site");
  const response = await request.post("/api/forms/mailing-list", {
    form: { email, website: "" },
    headers: { Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect((await exportLeads(server, "mailing")).some((row) => row.email === email)).toBe(false);
});
