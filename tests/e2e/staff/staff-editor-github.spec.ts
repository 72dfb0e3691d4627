import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../../support/chromium.ts";
import { type LeadServer, startLeadServer } from "../lead-server.ts";
import { addStaffWithCli, enrolWithPasskey } from "./staff-support.ts";

/*
 * Issue 22, "Publishing": with content kept in GitHub (decision 108) an
 * editor signs in to GitHub from the editor, on the staff host. GitHub itself
 * stands in here: its authorize page is a route of this browser whose link
 * sends the editor back with a code, and its token endpoint a module
 * loaded into the server (github-token-stand-in.mjs). What this proves in a
 * real browser: the staff session (a SameSite=Strict cookie) survives the
 * way back from another site, so the guard sees the editor and the editor
 * lands in Keystatic, signed in to GitHub.
 */

let server: LeadServer;

// Chromium's headless shell (156) does not hand Playwright's routes a request
// that a redirect sent to another site: GitHub's page would be looked up on
// the network, which is closed here. The browser itself does.
test.use({ launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const standIn = pathToFileURL(path.resolve("tests/e2e/staff/github-token-stand-in.mjs"));
  server = await startLeadServer(
    {
      KEYSTATIC_STORAGE: "github",
      KEYSTATIC_GITHUB_REPO: "hub/site-content",
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.e2eclientid",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "e2e-client-secret",
      KEYSTATIC_SECRET: "e2e-secret-".repeat(4),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${standIn.href}`.trim(),
    },
    // Keystatic's GitHub mode moves a browser on localhost to 127.0.0.1, where a staff session
    // would not follow and a passkey cannot be made (an address is no relying party).
    { staffHost: "staff.localhost" },
  );
});
test.afterAll(async () => {
  await server?.stop();
});

test("an editor signs in to GitHub from the editor and comes back to it, still signed in here", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "the sign-in's redirects are the same on every screen",
  );
  test.setTimeout(120_000);
  const authorizeRequests: URL[] = [];
  // Nothing reaches GitHub: its authorize page answers at once, its API not at all.
  await page.context().route(/^https:\/\/([a-z0-9-]+\.)*github(usercontent)?\.com\//, (route) => {
    const url = new URL(route.request().url());
    if (url.origin + url.pathname !== "https://github.com/login/oauth/authorize") {
      return route.abort();
    }
    authorizeRequests.push(url);
    const back = new URL(url.searchParams.get("redirect_uri") ?? "");
    back.searchParams.set("code", "e2e-code");
    back.searchParams.set("state", url.searchParams.get("state") ?? "");
    // GitHub's page asks the editor to authorize the app: the way back starts on another site.
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Authorize</title><a href="${back}">Authorize</a>`,
    });
  });

  await enrolWithPasskey(
    page,
    await addStaffWithCli(server, `gh-${testInfo.project.name}@hub.example`, "editor"),
  );
  await expect(page.getByRole("heading", { name: "Start", level: 1, exact: true })).toBeVisible();

  // Saving is publishing here: the Publish page says where content lives and offers no button.
  await page.getByRole("link", { name: "Publish" }).click();
  await expect(page.getByText("Content is kept in GitHub (hub/site-content)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);

  await page.getByRole("link", { name: "Site content" }).click();
  await page.getByText("Log in with GitHub").click();
  await page.getByRole("link", { name: "Authorize" }).click();

  await page.waitForURL(`${server.staffUrl}/keystatic`);
  expect(authorizeRequests).toHaveLength(1);
  expect(authorizeRequests[0]?.searchParams.get("client_id")).toBe("Iv1.e2eclientid");
  expect(authorizeRequests[0]?.searchParams.get("redirect_uri")).toBe(
    `${server.staffUrl}/api/keystatic/github/oauth/callback`,
  );
  const cookies = await page.context().cookies(server.staffUrl);
  expect(cookies.find((cookie) => cookie.name === "keystatic-gh-access-token")?.value).toBe(
    "ghu_e2e_access",
  );
  // Keystatic's UI is signed in: it no longer offers to log in.
  await expect(page.getByText("Log in with GitHub")).toHaveCount(0);

  // This server cannot read the entries' names in GitHub: a list says it shows file names (decision 233).
  await page.evaluate(() => {
    window.history.pushState(null, "", "/keystatic/branch/main/collection/calls");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Listed by file name: with the content kept in GitHub" }),
    // Keystatic, failing to reach GitHub, may load the editor again first.
  ).toBeVisible({ timeout: 30_000 });
});
