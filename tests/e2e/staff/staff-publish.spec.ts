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
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { startzonePaths } from "../../../schemas/section-paths.ts";
import { type LeadServer, startLeadServer } from "../lead-server.ts";
import { addStaffWithCli, changeStartupBoostTo2027, enrolWithPasskey } from "./staff-support.ts";

/**
 * Issue 22, "Publishing", end to end: an editor changes the Startup Boost call
 * in the editor, publishes from the staff side, and the real build makes a
 * new release that the running server switches to; a change that breaks the
 * build leaves the live site as it was and says why. Each test has its own
 * content repository (a copy of content/, never content/ itself) and
 * releases (temporary folders, never build/), so they run in any order. Only
 * the first builds the whole site: minutes on a busy machine.
 */

type Site = {
  server: LeadServer;
  contentDir: string;
  git: (...args: string[]) => string;
  remove: () => Promise<void>;
};

/**
 * A content repository with one commit and a live release (this worktree's build), served.
 * `inside: "app"` puts them in the app's folder, as RELEASES_DIR's default does; else
 * outside it, as a server's /srv/techhub/releases is.
 */
async function startSite({ inside }: { inside: "app" | "tmp" }): Promise<Site> {
  const parent = inside === "app" ? resolve(".builds") : tmpdir();
  mkdirSync(parent, { recursive: true });
  const directory = mkdtempSync(join(parent, "publish-e2e-"));
  const contentDir = join(directory, "content");
  const releasesDir = join(directory, "releases");
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: contentDir, encoding: "utf8" }).trim();
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
  const server = await startLeadServer({
    CONTENT_DIR: contentDir,
    RELEASES_DIR: releasesDir,
    SITE_DIR: join(releasesDir, "current", "client"),
    // The day the build is for: Startup Boost 2027 is open until 31 March.
    BUILD_DATE: "2027-02-01",
  });
  return {
    server,
    contentDir,
    git,
    async remove() {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function signInAsEditor(page: Page, site: Site, email: string) {
  const enrolment = addStaffWithCli(site.server, email, "editor");
  await enrolWithPasskey(page, enrolment);
  await expect(page.getByRole("heading", { name: "This week" })).toBeVisible();
}

/** Keystatic's UI has no way back to the staff side: the editor opens its address. */
async function openPublish(page: Page, site: Site) {
  await page.goto(site.server.staffUrl);
  await page
    .getByRole("navigation", { name: "Staff sections" })
    .getByRole("link", { name: "Publish" })
    .click();
  await expect(page.getByRole("heading", { name: "Publish", level: 1 })).toBeVisible();
}

const callFile = "calls/start-up-boost-2024.yaml";

test("an editor changes Startup Boost to 2027 with a closing date in the editor and publishes; the page, the banner and the FAQ show it, and git names the editor", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one real build is enough: the layout is the staff side's",
  );
  test.setTimeout(900_000);
  const site = await startSite({ inside: "app" });
  try {
    const email = "ada-publish@hub.example";
    await signInAsEditor(page, site, email);

    await changeStartupBoostTo2027(page);
    await expect
      .poll(() => parse(readFileSync(join(site.contentDir, callFile), "utf8")))
      .toMatchObject({ edition: "2027", closes: "2027-03-31" });

    await openPublish(page, site);
    await expect(page.getByText(callFile)).toBeVisible();
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByRole("status")).toHaveText(/queued/);
    // The build ends Live or Failed; a failure ends the wait at once, with its reason in view.
    const ended = page.getByText(/^Publish: (Live|Failed)$/);
    await expect(ended).toBeVisible({ timeout: 840_000 });
    await expect(
      ended,
      (await page.getByRole("region", { name: "Latest publish" }).textContent()) ?? "",
    ).toHaveText("Publish: Live");

    expect(site.git("log", "-1", "--format=%an <%ae>")).toBe(`ada-publish <${email}>`);
    expect(site.git("log", "-1", "--format=%s")).toBe(`Publish: change ${callFile}`);

    const publicPage = await page.context().newPage();
    await publicPage.goto(`${site.server.url}${startzonePaths.startupBoost}`);
    await expect(publicPage.locator("main")).toContainText("31 March 2027");
    await publicPage.goto(`${site.server.url}${startzonePaths.overview}`);
    const banner = publicPage.getByRole("region", { name: "Call for applications" });
    await expect(banner).toContainText("2027");
    await expect(publicPage.locator("#faq")).toContainText("31 March 2027");
  } finally {
    await site.remove();
  }
});

test("a change that breaks the build leaves the live site as it was, and the Publish page says why", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the layout is the staff side's");
  // The pictures step stops the build in seconds: no page is built.
  test.setTimeout(180_000);
  const site = await startSite({ inside: "tmp" });
  try {
    await signInAsEditor(page, site, "obi-publish@hub.example");
    const livePage = `${site.server.url}/about`;
    const before = await (await page.request.get(livePage)).text();

    // Valid for the schemas (a picture's name), but no such picture was ever uploaded.
    const member = join(site.contentDir, "hub", "team", "adaeze-obi.yaml");
    const text = readFileSync(member, "utf8");
    expect(text).toContain("src: hub/team/adaeze-obi");
    writeFileSync(member, text.replace("src: hub/team/adaeze-obi", "src: hub/team/nobody-here"));

    await openPublish(page, site);
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Publish: Failed")).toBeVisible({ timeout: 150_000 });
    const latest = page.getByRole("region", { name: "Latest publish" });
    await expect(latest).toContainText("the website stays as it was");
    await expect(latest).toContainText("while preparing the pictures");
    await expect(latest).toContainText(
      "hub/team/adaeze-obi.yaml: portrait.src: there is no picture named hub/team/nobody-here",
    );
    // The reason only: no stack trace, no Node version.
    await expect(latest).not.toContainText(/ at |Node\.js/);

    expect(await (await page.request.get(livePage)).text()).toBe(before);
  } finally {
    await site.remove();
  }
});
