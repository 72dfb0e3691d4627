import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

/**
 * Every time a staff page shows is written by one formatter
 * (schemas/lagos-time.ts), in Lagos: a page that asked the browser's or the
 * server's own zone (`toLocaleString`, a `Intl.DateTimeFormat` of its own)
 * would read an hour off on a laptop set to London, and in other words than
 * the page beside it. Only what writes no time of day may format a date
 * itself, each named here with why.
 */

const ownFormatters: Readonly<Record<string, string>> = {
  "server/payments/invoice.ts": "a month's name for a due date, a day with no time",
  "server/staff/staff-mail.ts": "mails, whose words say Enugu time beside it",
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

test("no staff page or server module writes a time but through the one Lagos formatter", () => {
  const formatsATime =
    /Intl\.DateTimeFormat|\.toLocale(Date|Time)String\(|Date\([^)]*\)\.toLocaleString\(/;
  const offenders = ["staff", "server"]
    .flatMap(sourceFiles)
    .filter((file) => !(file in ownFormatters))
    .filter((file) => formatsATime.test(readFileSync(file, "utf8")));
  expect(offenders).toEqual([]);
});
