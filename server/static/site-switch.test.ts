import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { releaseFolders } from "#server/publish/release-folders.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";

/**
 * A publish switches the live link while visitors are reading: every request
 * gets one whole page of one build, the old or the new, never an error or a
 * mix (docs/decisions/105-publishing-builds-and-switches.md).
 */
const directory = mkdtempSync(join(tmpdir(), "site-switch-"));
const releases = releaseFolders(join(directory, "releases"));

/** A page big enough (about 600 KB) that it is still streaming while the link changes. */
function page(build: string) {
  const paragraph = `<p>This page belongs to build ${build}, every line of it.</p>\n`;
  return `<!doctype html><html lang="en"><title>${build}</title>\n${paragraph.repeat(10_000)}</html>\n`;
}

function writeRelease(id: string, build: string) {
  const client = join(releases.folder(id), "client");
  mkdirSync(join(client, "about"), { recursive: true });
  writeFileSync(join(client, "index.html"), page(build));
  writeFileSync(join(client, "about", "index.html"), page(`${build}, about`));
  releases.writeInfo({ id, builtAt: "", kind: "publish", contentCommit: null, by: null });
}

let app: TestApp;
let url: string;
beforeAll(async () => {
  writeRelease("20270101T000000Z-1", "old");
  writeRelease("20270101T000000Z-2", "new");
  releases.switchTo("20270101T000000Z-1");
  app = await createTestApp({ SITE_DIR: releases.siteDir });
  url = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.cleanup();
  rmSync(directory, { recursive: true, force: true });
});

test("requests running while the live build switches each get a whole page of one build", async () => {
  const whole = new Set([page("old"), page("new"), page("old, about"), page("new, about")]);
  const answers: { status: number; whole: boolean }[] = [];
  let switching = true;
  // Visitors: eight at a time, each asking again as soon as its page has arrived.
  const visitors = Array.from({ length: 8 }, async (_, index) => {
    while (switching) {
      const response = await fetch(`${url}${index % 2 ? "/about" : "/"}`, {
        headers: { "accept-encoding": "identity" },
      });
      const body = await response.text();
      answers.push({ status: response.status, whole: whole.has(body) });
    }
  });
  // The publisher: forty switches back and forth, each served at once by this
  // instance, one after every two answers, so the other six are mid-stream.
  for (let round = 0; round < 40; round += 1) {
    const seen = answers.length;
    await waitFor("two more answers", () => answers.length >= seen + 2, { intervalMs: 1 });
    releases.switchTo(round % 2 ? "20270101T000000Z-1" : "20270101T000000Z-2");
    expect(app.followSiteDir?.()).toBe(true);
  }
  switching = false;
  await Promise.all(visitors);

  expect(answers.length).toBeGreaterThanOrEqual(80);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(answers.filter((answer) => !answer.whole)).toEqual([]);
});

test("every instance follows a switch made elsewhere (the daily rebuild, another instance)", async () => {
  releases.switchTo("20270101T000000Z-1");
  app.followSiteDir?.();
  releases.switchTo("20270101T000000Z-2");
  // Not told: the instance's own look at the link (once a second) finds the new build.
  await expect
    .poll(async () => (await fetch(`${url}/`)).text(), { timeout: 10_000 })
    .toBe(page("new"));
});
