/**
 * npm run check:size: prints the gzip bytes of HTML, CSS and JavaScript each
 * prerendered page loads, and fails when one is over its budget
 * (scripts/size-budget.ts).
 *   tsx scripts/check-size.ts
 */
import { clientBuildDir } from "../build/build-dir.ts";
import { sitePages } from "../build/site-pages.ts";
import { type PageWeight, pageWeight } from "./page-weight.ts";
import { budgetFor } from "./size-budget.ts";

const siteDir = clientBuildDir();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
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

const widths = [0, 1, 2, 3, 4].map((column) =>
  Math.max(
    ...[["page", "HTML", "CSS", "JS", ""], ...rows].map((row) => (row[column] ?? "").length),
  ),
);
for (const row of [["page", "HTML", "CSS", "JS", ""], ...rows]) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
}
if (failures.length > 0) {
  console.error(`\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(`\n${rows.length} pages within budget (gzip bytes).`);
