import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { defaultBudget } from "../check/size-budget.ts";

let buildDir = "";
afterEach(() => {
  rmSync(buildDir, { recursive: true, force: true });
});
// Each test starts the build's own process (tsx), seconds on a busy machine.
const slow = { timeout: 60_000 };

function writePage(path: string, html: string) {
  const folder = join(buildDir, "client", path);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.html"), html);
}

/** `npm run check:release`: the checks a publish runs on a finished build. */
function checkRelease() {
  return spawnSync("node_modules/.bin/tsx", ["scripts/build/build-site.ts", "check"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
}

test("a release with a dead link fails, naming the link and the page it is on", slow, () => {
  buildDir = mkdtempSync(join(tmpdir(), "check-release-"));
  writePage("", '<!doctype html><title>Home</title><a href="/about">About</a>');
  writePage("about", '<!doctype html><title>About</title><a href="/nowhere">Gone</a>');

  const result = checkRelease();

  expect(result.status).toBe(1);
  expect(result.stderr).toContain('The build stopped at "links"');
  expect(result.stderr).toContain("/nowhere");
  expect(result.stderr).toContain("(linked from /about)");
});

test(
  "a page over its size budget does not stop a release: the budgets are a check of the code, in npm test",
  slow,
  () => {
    buildDir = mkdtempSync(join(tmpdir(), "check-release-"));
    // Random text does not compress: its gzip bytes are over the page budget.
    const filler = randomBytes(defaultBudget.html).toString("base64");
    writePage("", `<!doctype html><title>Home</title><p>${filler}</p><a href="/about">About</a>`);
    writePage("about", '<!doctype html><title>About</title><a href="/">Home</a>');

    const result = checkRelease();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  },
);
