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
import {
  addStaffWithCli,
  changeStartupBoostTo2027,
  enrolWithPasskey,
  onPhoneOnly,
} from "./staff-support.ts";

/**
 * Issue 22, "Publishing", end to end: an editor changes the Startup Boost call
 * in the editor, publishes from the staff side, and the real build makes a
 * new release that the running server switches to; a change that breaks the
 * build leaves the live site as it was and says why. Each test has its own
 * content repository (a copy of content/, never content/ itself) and
 * releases (temporary folders, never build/), so they run in any order. The
 * first renders every page with the code npm run build bundled: a minute or
 * more on a busy machine.
 */

type Site = {
  server: LeadServer;
  contentDir: string;
  git: (...args: string[]) => string;
  remove: () => Promise<void>;
};

/** Writes a kept release's record, as a build leaves it (schemas/publish.ts). */
function writeRelease(
  releasesDir: string,
  release: {
    id: string;
    builtAt: string;
    kind: "publish" | "rebuild";
    contentCommit: string | null;
    by: string | null;
  },
) {
  mkdirSync(join(releasesDir, release.id), { recursive: true });
  writeFileSync(join(releasesDir, release.id, "release.json"), JSON.stringify(release));
}

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
  // The code build npm run build kept: a publish of content renders the pages with it.
  cpSync(join("build", "code-build"), join(releasesDir, first, "code-build"), { recursive: true });
  writeRelease(releasesDir, {
    id: first,
    builtAt: "2027-01-01T00:00:00.000Z",
    kind: "rebuild",
    contentCommit: null,
    by: null,
  });
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
  const enrolment = await addStaffWithCli(site.server, email, "editor");
  await enrolWithPasskey(page, enrolment);
  await expect(page.getByRole("heading", { name: "Start", level: 1, exact: true })).toBeVisible();
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
/** The call as the staff side names it once changed: by its programme and edition, not its file. */
const callEntry = "Calls for applications: Startup Boost 2027";
/** The same call as the default content has it. */
const callEntryBefore = "Calls for applications: Startup Boost 2024";

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

    // A fee the schema keeps in kobo, changed beside it (its instalments still add up to it).
    const kidsCall = join(site.contentDir, "calls", "kids-code-camp-2024.yaml");
    const kidsText = readFileSync(kidsCall, "utf8");
    writeFileSync(
      kidsCall,
      kidsText
        .replace("fee: 15000000", "fee: 16000000")
        .replace("first: 7500000", "first: 8500000"),
    );

    await openPublish(page, site);
    // The change as the editor saw it: the entry's name, and each field before and after.
    const waiting = page.getByRole("region", { name: "Saved, not live yet" });
    // An amount in kobo reads in naira, as the editor shows it, never as the stored number.
    const feeEntry = waiting
      .getByRole("listitem")
      .filter({ hasText: "Calls for applications: Kids Code Camp 2024" });
    await feeEntry.first().getByText("What changed").click();
    await expect(feeEntry.first()).toContainText(/Fee\s*Before: ₦150,000\s*After: ₦160,000/);
    await expect(feeEntry.first()).not.toContainText("15000000");
    const entry = waiting.getByRole("listitem").filter({ hasText: callEntry });
    await expect(entry).toContainText("changed");
    await entry.getByText("What changed").click();
    await expect(entry).toContainText(/Edition\s*Before: 2024\s*After: 2027/);
    await expect(entry.getByRole("link", { name: callEntry })).toHaveAttribute(
      "href",
      "/keystatic/collection/calls/item/start-up-boost-2024",
    );

    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByRole("region", { name: "Publishing" })).toBeVisible();
    // While it builds, Publish cannot be pressed again, and says why.
    await expect(page.getByRole("button", { name: "Publish now" })).toBeDisabled();
    await expect(
      page.getByText("A publish is already in progress.", { exact: false }),
    ).toBeVisible();
    // Meanwhile visitors get the version before it, and the page still says which.
    await expect(page.getByRole("region", { name: "Live", exact: true })).toContainText(
      "The website shows the version of",
    );
    // The build ends live or failed; a failure's reason (with its details) is the message.
    await expect(page.getByRole("region", { name: "Publishing" })).toBeHidden({ timeout: 840_000 });
    await expect(
      page.getByRole("heading", { name: "The last publish did not go live" }),
      (await page.locator("main").textContent()) ?? "",
    ).toBeHidden();
    await expect(page.getByRole("region", { name: "Live", exact: true })).toContainText(callEntry);
    await expect(waiting).toContainText("No saved change is waiting.");
    await expect(page.getByText("Nothing to publish", { exact: false })).toBeVisible();
    // Recent builds: the build that made what visitors get is the one that says Live.
    const recent = page.getByRole("region", { name: "Recent builds" });
    await expect(recent.getByRole("listitem").first()).toContainText("Publish: Live");
    await expect(recent).not.toContainText("Failed");

    // How the page reads after a publish, on a phone and on a wide screen, for a person to look at.
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`publish-${width}.png`), fullPage: true });
    }

    expect(site.git("log", "-1", "--format=%an <%ae>")).toBe(`ada-publish <${email}>`);
    // One commit of both entries, each named as the editor names it, with its file.
    expect(site.git("log", "-1", "--format=%B").split("\n")).toEqual(
      expect.arrayContaining([
        "Publish 2 content changes",
        `change ${callEntry} (${callFile})`,
        "change Calls for applications: Kids Code Camp 2024 (calls/kids-code-camp-2024.yaml)",
      ]),
    );

    const publicPage = await page.context().newPage();
    await publicPage.goto(`${site.server.url}${startzonePaths.startupBoost}`);
    await expect(publicPage.locator("main")).toContainText("31 March 2027");
    await publicPage.goto(`${site.server.url}${startzonePaths.overview}`);
    const banner = publicPage.getByRole("region", { name: "Call for applications" });
    await expect(banner).toContainText("2027");
    await expect(publicPage.locator("#faq")).toContainText("31 March 2027");
    // A page the change adds goes live too: the new edition's own application form.
    const form = await publicPage.goto(`${site.server.url}/apply/start-up-boost-2027/`);
    expect(form?.status()).toBe(200);
    await expect(publicPage.locator("main form")).toBeVisible();
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
    const failed = page.getByRole("region", { name: "The last publish did not go live" });
    await expect(failed).toBeVisible({ timeout: 150_000 });
    await expect(failed).toContainText("while preparing the pictures");
    await expect(failed).toContainText("The website still shows the version before it");
    // Named as the editor names the entry and the field, with its place in the editor.
    await expect(failed.getByRole("link", { name: "Team: Adaeze Obi" })).toHaveAttribute(
      "href",
      "/keystatic/collection/hub-team/item/adaeze-obi",
    );
    await expect(failed).toContainText("Portrait › Picture");
    await expect(failed).toContainText("No picture of this name was ever uploaded");
    // The reason only: no file path of the content, no stack frame "(file:line:column)", no Node version.
    await expect(failed).not.toContainText(/adaeze-obi\.yaml|\(\S+:\d+:\d+\)|Node\.js/);
    // Recent builds says it failed, and why, in the same words: never Live.
    const recent = page.getByRole("region", { name: "Recent builds" });
    await expect(recent.getByRole("listitem").first()).toContainText("Publish: Failed");
    await expect(recent).toContainText("No picture of this name was ever uploaded");
    await expect(recent).not.toContainText("Live");
    // The change is still saved and waiting: nothing was committed.
    await expect(page.getByRole("region", { name: "Saved, not live yet" })).toContainText(
      "Team: Adaeze Obi",
    );

    expect(await (await page.request.get(livePage)).text()).toBe(before);
  } finally {
    await site.remove();
  }
});

test("a refused Go back says why beside the button pressed, and keeps saying it there once that version has left the list", async ({
  page,
}, testInfo) => {
  onPhoneOnly(testInfo);
  // No build runs: the version is gone by the time the admin presses Go back.
  test.setTimeout(120_000);
  const site = await startSite({ inside: "tmp" });
  try {
    const releasesDir = join(site.contentDir, "..", "releases");
    const older = "20261231T000000Z-0";
    writeRelease(releasesDir, {
      id: older,
      builtAt: "2026-12-31T00:00:00.000Z",
      kind: "rebuild",
      contentCommit: null,
      by: null,
    });
    await enrolWithPasskey(
      page,
      await addStaffWithCli(site.server, "ada-admin@hub.example", "admin"),
    );
    await page.goto(`${site.server.staffUrl}/publish`);
    const versions = page.getByRole("region", { name: "Versions you can go back to" });
    const goBack = versions.getByRole("button", { name: "Go back to this version" });
    await expect(goBack).toBeVisible();
    rmSync(join(releasesDir, older), { recursive: true });
    await goBack.click();
    // In the versions, where the button was: not under Publish, far up the page.
    await expect(versions.getByRole("alert")).toHaveText("That version is no longer kept.");
    await expect(versions.getByRole("listitem")).toHaveCount(1);
    await expect(
      page.getByRole("region", { name: "Saved, not live yet" }).getByRole("alert"),
    ).toHaveCount(0);
  } finally {
    await site.remove();
  }
});

test("going back names the entries it undoes before the admin confirms, then says what changed, and the version after it is a way forward", async ({
  page,
}, testInfo) => {
  onPhoneOnly(testInfo);
  // No build runs: going back switches to a kept release and restores its content.
  test.setTimeout(120_000);
  const site = await startSite({ inside: "tmp" });
  try {
    const releasesDir = join(site.contentDir, "..", "releases");
    const original = site.git("rev-parse", "HEAD");
    const callPath = join(site.contentDir, callFile);
    writeFileSync(
      callPath,
      readFileSync(callPath, "utf8").replace('edition: "2024"', 'edition: "2027"'),
    );
    site.git(
      "-c",
      "user.name=Ada",
      "-c",
      "user.email=ada@hub.example",
      "commit",
      "-qam",
      "Publish",
    );
    // The live version has the change; an earlier one kept has the content before it.
    const live = "20270101T000000Z-0";
    const earlier = "20261231T000000Z-0";
    const by = "ada@hub.example";
    writeRelease(releasesDir, {
      id: live,
      builtAt: "2027-01-01T00:00:00.000Z",
      kind: "publish",
      contentCommit: site.git("rev-parse", "HEAD"),
      by,
    });
    cpSync(join(releasesDir, live, "client"), join(releasesDir, earlier, "client"), {
      recursive: true,
    });
    writeRelease(releasesDir, {
      id: earlier,
      builtAt: "2026-12-31T00:00:00.000Z",
      kind: "publish",
      contentCommit: original,
      by,
    });

    await enrolWithPasskey(
      page,
      await addStaffWithCli(site.server, "ada-back@hub.example", "admin"),
    );
    await page.goto(`${site.server.staffUrl}/publish`);
    const versions = page.getByRole("region", { name: "Versions you can go back to" });
    await versions.getByRole("button", { name: "Go back to this version" }).click();
    const asked = versions.getByRole("region", {
      name: /^Go back to the version of 31 December 2026/,
    });
    // Named as it will be, and what changes field by field, as a publish's changes are shown.
    const entry = asked.getByRole("listitem").filter({ hasText: callEntryBefore });
    await expect(entry).toContainText(`${callEntryBefore} · takes that version's content`);
    await entry.getByText("What changed").click();
    await expect(entry).toContainText(/Edition\s*Before: 2027\s*After: 2024/);
    await asked.screenshot({ path: testInfo.outputPath("going-back-asked.png") });
    // Asking changed nothing, and Cancel leaves it so.
    await asked.getByRole("button", { name: "Cancel" }).click();
    await expect(asked).toBeHidden();
    expect(parse(readFileSync(callPath, "utf8"))).toMatchObject({ edition: "2027" });

    await versions.getByRole("button", { name: "Go back to this version" }).click();
    await asked.getByRole("button", { name: "Yes, go back" }).click();
    await page.screenshot({ path: testInfo.outputPath("going-back-done.png"), fullPage: true });
    await expect(versions.getByRole("status").first()).toContainText(
      "That version is live again, and its content with it: 1 entry changed in the editor too.",
    );
    expect(parse(readFileSync(callPath, "utf8"))).toMatchObject({ edition: "2024" });
    await expect(page.getByRole("region", { name: "Live", exact: true })).toContainText(
      "What came back",
    );
    // The version left is now later than the live one: a way forward, named so.
    await expect(
      versions.getByRole("button", { name: "Go forward to this version" }),
    ).toBeVisible();
    const recent = page.getByRole("region", { name: "Recent builds" });
    await expect(recent.getByRole("listitem").first()).toContainText(
      "Switched to the version of 31 December 2026 at 01:00: Live",
    );
    // The content is that version's already: there is nothing to publish.
    await expect(page.getByRole("button", { name: "Publish now" })).toBeDisabled();
    await expect(page.getByText("Nothing to publish", { exact: false })).toBeVisible();
    // Going to a version is offered in one place only.
    await expect(recent.getByRole("button")).toHaveCount(0);
  } finally {
    await site.remove();
  }
});

test("a page the preview does not have is a staff page with the way back to the entry and to Publish", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the layout is the staff side's");
  test.setTimeout(120_000);
  const site = await startSite({ inside: "tmp" });
  try {
    await signInAsEditor(page, site, "uche-preview@hub.example");
    const entry = "/keystatic/collection/calls/item/kids-code-camp-2024";
    const answer = await page.goto(
      `${site.server.staffUrl}/preview/site/no-such-page?entry=${encodeURIComponent(entry)}`,
    );
    expect(answer?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "This page is not in the preview", level: 1 }),
    ).toBeVisible();
    await expect(page.locator("main")).toContainText("/no-such-page");
    // In the staff pages' own frame: their navigation is there.
    await expect(page.getByRole("navigation", { name: "Staff sections" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Back to the entry in the editor" }),
    ).toHaveAttribute("href", entry);
    await expect(page.getByRole("link", { name: "Back to Publish" })).toHaveAttribute(
      "href",
      "/publish",
    );
    // An address that is not the editor's is no way back.
    await page.goto(`${site.server.staffUrl}/preview/site/other?entry=https%3A%2F%2Fevil.example`);
    await expect(
      page.getByRole("heading", { name: "This page is not in the preview", level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the entry in the editor" })).toHaveCount(
      0,
    );
  } finally {
    await site.remove();
  }
});
