import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { migrationProvider } from "#server/db/migrations/index.ts";

test("migrations are listed in the order the migrator runs them, each in a file of its key's name", async () => {
  const keys = Object.keys(await migrationProvider("sqlite").getMigrations());
  expect(keys).toEqual([...keys].sort());
  const files = readdirSync("server/db/migrations").filter(
    (name) => /^\d{4}-\d{2}-\d{2}-/.test(name) && !name.endsWith(".test.ts"),
  );
  expect(files.map((name) => name.replace(/\.ts$/, "")).sort()).toEqual(keys);
});

test("a migration added from now on follows the naming rule: date, three digits, what it does", async () => {
  const keys = Object.keys(await migrationProvider("sqlite").getMigrations());
  const lastEarlyKey = "2026-11-26-e-search-index-no-pending-list";
  const later = keys.slice(keys.indexOf(lastEarlyKey) + 1);
  expect(later.length).toBeGreaterThan(0);
  for (const key of later) expect(key).toMatch(/^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$/);
});
