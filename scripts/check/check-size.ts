/**
 * npm run check:size: prints the gzip bytes of HTML, CSS and JavaScript each
 * prerendered page loads, and fails when one is over its budget
 * (scripts/check/size-budget.ts).
 *   tsx scripts/check/check-size.ts
 */
import { pathToFileURL } from "node:url";
import { clientBuildDir } from "../build/build-dir.ts";
import { sitePages } from "../build/site-pages.ts";
import { type PageWeight, pageWeight } from "./page-weight.ts";
import { budgetFor } from "./size-budget.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table of every page's weight, and each budget a page is over. */
export function sizeCheck(siteDir: string): { table: string[]; failures: string[] } {
  const failures: string[] = [];
  const rows: string[][] = [];
  for (const page of sitePages(siteDir)) {
    const weight = pageWeight(page.html, siteDir);
    const budget = budgetFor(page.path);
    const over = (Object.keys(weight) as (keyof PageWeight)[]).filter(
      (kind) => weight[kind] > budget[kind],
    );
    for (const kind of over) {
      failures.push(
        `${page.path}: ${kind} ${kb(weight[kind])} is over its budget of ${kb(budget[kind])}`,
      );
    }
    rows.push([
      page.path,
      kb(weight.html),
      kb(weight.css),
      kb(weight.js),
      over.length ? "OVER" : "ok",
    ]);
  }
  const header = ["page", "HTML", "CSS", "JS", ""];
  const widths = [0, 1, 2, 3, 4].map((column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)),
  );
  const table = [header, ...rows].map((row) =>
    row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "),
  );
  if (failures.length === 0) table.push(`\n${rows.length} pages within budget (gzip bytes).`);
  return { table, failures };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { table, failures } = sizeCheck(clientBuildDir());
  for (const line of table) console.log(line);
  if (failures.length > 0) {
    console.error(`\n${failures.join("\n")}`);
    process.exit(1);
  }
}
