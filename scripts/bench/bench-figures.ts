/**
 * How the benchmarks that time requests one after another report them, so
 * their figures are read alike and pasted into docs/benchmarks.md as printed.
 */

/**
 * The value below which `p` % of the sorted times fall (nearest rank,
 * rounded down): p95 of 200 samples is the 191st. Times must be sorted.
 */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The figures as a Markdown table, the form docs/benchmarks.md keeps them in. */
export function markdownTable(columns: readonly string[], rows: readonly (readonly string[])[]) {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |\n`;
  return `${line(columns)}|${columns.map(() => "---").join("|")}|\n${rows.map(line).join("")}`;
}
