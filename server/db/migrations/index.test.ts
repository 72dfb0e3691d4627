import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { formerMigrationNames, migrationProvider } from "#server/db/migrations/index.ts";

/** The naming rule of index.ts: the day, three digits, what it does in kebab-case. */
const migrationName = /^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$/;
const listedNames = async () => Object.keys(await migrationProvider("sqlite").getMigrations());

test("the naming rule takes a day's next migration and refuses the early styles", () => {
  expect("2026-11-28-100-admissions").toMatch(migrationName);
  expect("2026-11-25-001-signup-nonce").toMatch(migrationName);
  for (const early of ["2026-11-25-2-staff-side", "2026-11-26-d-site-builds"]) {
    expect(early).not.toMatch(migrationName);
  }
  expect("2026-11-28-1-admissions").not.toMatch(migrationName);
  expect("2026-11-28-100-Admissions").not.toMatch(migrationName);
});

test("every migration follows the naming rule", async () => {
  for (const name of await listedNames()) expect(name).toMatch(migrationName);
});

test("migrations are listed in the order the migrator runs them, each in a file of its name", async () => {
  const names = await listedNames();
  expect(names).toEqual([...names].sort());
  const files = readdirSync("server/db/migrations").filter(
    (name) => /^\d{4}-\d{2}-\d{2}-/.test(name) && !name.endsWith(".test.ts"),
  );
  expect(files.map((name) => name.replace(/\.ts$/, "")).sort()).toEqual(names);
});

test("each former name becomes a listed one, in the order the former names ran", async () => {
  const names = await listedNames();
  const formerInRunOrder = Object.keys(formerMigrationNames).sort();
  const renamed = formerInRunOrder.map((former) => formerMigrationNames[former] as string);
  for (const name of renamed) expect(names).toContain(name);
  expect(renamed).toEqual([...renamed].sort());
  expect(new Set(renamed).size).toBe(renamed.length);
});
