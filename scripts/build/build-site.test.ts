import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { defaultBudget } from "./size-budget.ts";

let buildDir = "";
afterEach(() => {
  rmSync(buildDir, { recursive: true, force: true });
});
// Each test starts the checks' own process (tsx), seconds on a busy machine.
const slow = { timeout: 60_000 };

function writePage(path: string, html: string) {
  const folder = join(buildDir, "client", path);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.html"), html);
}

function checkRelease() {
  return spawnSync("node_modules/.bin/tsx", ["scripts/check/check-release.ts"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
}

test(
  "a release over a budget and with a dead link fails with both reasons, not only the first",
  slow,
  () => {
    buildDir = mkdtempSync(join(tmpdir(), "check-release-"));
    // Random text does not compress: its gzip bytes are over the page budget.
    const filler = randomBytes(defaultBudget.html).toString("base64");
    writePage("", `<!doctype html><title>Home</title><p>${filler}</p><a href="/about">About</a>`);
    writePage("about", '<!doctype html><title>About</title><a href="/nowhere">Gone</a>');

    const result = checkRelease();

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^\/: html .* is over its budget/m);
    expect(result.stderr).toContain("/nowhere  (linked from /about)");
  },
);

test("a release within its budgets whose links all lead somewhere passes", slow, () => {
  buildDir = mkdtempSync(join(tmpdir(), "check-release-"));
  writePage("", '<!doctype html><title>Home</title><a href="/about">About</a>');
  writePage("about", '<!doctype html><title>About</title><a href="/">Home</a>');

  expect(checkRelease().status).toBe(0);
});
