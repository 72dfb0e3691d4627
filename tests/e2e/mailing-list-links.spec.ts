import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { readResultPagesByPath } from "#content-model/site/form-results.server.ts";
import { readMailLinkPagesByPath } from "#content-model/site/mail-link-pages.server.ts";
import { mailingListActionPages, mailingListPages } from "../../schemas/form-posts.ts";
import { expect, isPhone, test } from "./fixtures.ts";
import type { LeadServer } from "./lead-server.ts";

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "the mailing list's links work the same on every screen; their pages' layout at 360 px is checked by the routes sweep",
);

const resultPagesByPath = readResultPagesByPath();

/*
 * The mailing list's links (issue 25, item 5): opening one, as a mail
 * scanner does, changes nothing; its page's one button, which works with
 * JavaScript off, does, and lands on a result page.
 */

/** The confirm and unsubscribe links of the newest mail to `email`, as paths on the site. */
function mailedLinks(sqlitePath: string, email: string) {
  const database = new Database(sqlitePath, { readonly: true });
  try {
    const row = database
      .prepare("select text_body from outbox_messages where to_address = ? order by id desc")
      .get(email) as { text_body: string } | undefined;
    const links = (row?.text_body.match(/https?:\/\/\S+/g) ?? []).map((link) => {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    });
    return {
      confirm: links.find((link) => link.includes("/confirm?")) ?? "",
      unsubscribe: links.find((link) => link.includes("/unsubscribe?")) ?? "",
    };
  } finally {
    database.close();
  }
}

/*
 * Read from the database, not through the CLI: four CLI starts per test took
 * longer than the test's time-out on a busy machine.
 */
function statusOf(server: LeadServer, email: string) {
  const database = new Database(server.sqlitePath, { readonly: true });
  try {
    const row = database
      .prepare("select status from mailing_list_signups where email = ?")
      .get(email) as { status: string } | undefined;
    return row?.status;
  } finally {
    database.close();
  }
}

/** Signs up, then opens each mailed link and presses its page's button. */
async function openLinksAndPress(page: Page, server: LeadServer) {
  const email = `links-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await page.request.post(`${server.url}/api/mailing-list`, {
    data: { json: { email, sheet: "Mailing List" } },
  });
  expect(signup.status()).toBe(201);
  const links = mailedLinks(server.sqlitePath, email);

  for (const [link, path, result, status] of [
    [links.confirm, mailingListActionPages.confirm, mailingListPages.confirmed, "confirmed"],
    [
      links.unsubscribe,
      mailingListActionPages.unsubscribe,
      mailingListPages.unsubscribed,
      "unsubscribed",
    ],
  ] as const) {
    const before = statusOf(server, email);
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`${path}\\?token=`));
    const content = readMailLinkPagesByPath().get(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content?.title ?? "");
    expect(statusOf(server, email)).toBe(before);
    await page.getByRole("button", { name: content?.button }).click();
    await expect(page).toHaveURL(new RegExp(`${result}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      resultPagesByPath.get(result)?.title ?? "",
    );
    expect(statusOf(server, email)).toBe(status);
  }
}

test("without JavaScript, a confirm link shows a page whose one button confirms; the unsubscribe link's button unsubscribes", async ({
  staticPage,
  server,
}) => {
  await openLinksAndPress(staticPage, server);
});

test("with JavaScript, the links' pages and buttons work the same", async ({ page, server }) => {
  await openLinksAndPress(page, server);
});
