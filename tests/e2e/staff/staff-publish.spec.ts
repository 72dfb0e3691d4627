import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse, stringify } from "yaml";
import { startzonePaths } from "../../../schemas/section-paths.ts";
import { type LeadServer, startLeadServer } from "../lead-server.ts";
import { addStaffWithCli, addVirtualAuthenticator } from "./staff-support.ts";

/**
 * Issue 22, "Publishing", end to end: an editor changes the Startup Boost call
 * in a temporary content repository (a copy of content/, never content/
 * itself), publishes from the staff side, and the real build makes a new
 * release (temporary folders, never build/) that the running server switches
 * to. Builds the whole site once: minutes on a busy machine.
 */
const directory = mkdtempSync(join(tmpdir(), "publish-e2e-"));
const contentDir = join(directory, "content");
const releasesDir = join(directory, "releases");
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: contentDir, encoding: "utf8" }).trim();

let server: LeadServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  cpSync("content", contentDir, { recursive: true });
  git("init", "--quiet");
  git("add", ".");
  git(
    "-c",
    "user.name=Site setup",
    "-c",
    "user.email=setup@hub.example",
    "commit",
    "-qm",
    "content",
  );
  // The live release before the publish: this worktree's build.
  const first = "20270101T000000Z-0";
  mkdirSync(join(releasesDir, first), { recursive: true });
  cpSync(join("build", "client"), join(releasesDir, first, "client"), { recursive: true });
  writeFileSync(
    join(releasesDir, first, "release.json"),
    JSON.stringify({
      id: first,
      builtAt: "2027-01-01T00:00:00.000Z",
      kind: "rebuild",
      contentCommit: null,
      by: null,
    }),
  );
  symlinkSync(first, join(releasesDir, "current"));
  server = await startLeadServer({
    CONTENT_DIR: contentDir,
    RELEASES_DIR: releasesDir,
    SITE_DIR: join(releasesDir, "current", "client"),
    // The day the build is for: Startup Boost 2027 is open until 31 March.
    BUILD_DATE: "2027-02-01",
  });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(directory, { recursive: true, force: true });
});

test("an editor publishes Startup Boost 2027 with a closing date; the page, the banner and the FAQ show it, and git names the editor", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one real build is enough: the layout is the staff side's",
  );
  test.setTimeout(900_000);
  const email = "ada-publish@hub.example";
  const enrolment = addStaffWithCli(server, email, "editor");
  await addVirtualAuthenticator(page);
  await page.goto(enrolment);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("link", { name: "Not now" }).click();

  // The change, as the editor saves it: the call's YAML in the content folder.
  const callFile = join(contentDir, "calls", "start-up-boost-2024.yaml");
  const call = parse(readFileSync(callFile, "utf8")) as Record<string, unknown>;
  writeFileSync(
    callFile,
    stringify({ ...call, edition: "2027", status: "open", closes: "2027-03-31" }),
  );

  await page
    .getByRole("navigation", { name: "Staff sections" })
    .getByRole("link", { name: "Publish" })
    .click();
  await expect(page.getByRole("heading", { name: "Publish", level: 1 })).toBeVisible();
  await expect(page.getByText("calls/start-up-boost-2024.yaml")).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status")).toHaveText(/queued/);
  await expect(page.getByText("Publish: Live")).toBeVisible({ timeout: 840_000 });

  expect(git("log", "-1", "--format=%an <%ae>")).toBe(`ada-publish <${email}>`);
  expect(git("log", "-1", "--format=%s")).toBe("Publish: change calls/start-up-boost-2024.yaml");

  const publicPage = await page.context().newPage();
  await publicPage.goto(`${server.url}${startzonePaths.startupBoost}`);
  await expect(publicPage.locator("main")).toContainText("31 March 2027");
  await publicPage.goto(`${server.url}${startzonePaths.overview}`);
  const banner = publicPage.getByRole("region", { name: "Call for applications" });
  await expect(banner).toContainText("2027");
  await expect(publicPage.locator("#faq")).toContainText("31 March 2027");
});
