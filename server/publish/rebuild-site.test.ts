import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

test("site:rebuild refuses a cause it does not know, names the ones it takes, and builds nothing", () => {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/publish/rebuild-site.ts", "--nightly"],
    {
      encoding: "utf8",
      // No database is opened before the argument is read: this one would not exist.
      env: { ...process.env, SQLITE_PATH: "/nonexistent/leads.db", DATABASE_URL: "" },
    },
  );
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(
    "npm run site:rebuild takes nothing (the daily rebuild), --start (npm start) or --deploy (deploy/build-release.sh), not: --nightly",
  );
});
