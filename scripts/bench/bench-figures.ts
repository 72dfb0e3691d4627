import { loadavg } from "node:os";

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

/**
 * The machine's load average as every benchmark prints it beside its
 * figures, which other work on the machine moves: "load average (1, 5,
 * 15 min) before: 3.2, 2.9, 2.5". `when` says when it was read, if it matters.
 */
export function loadAverageLine(when?: string): string {
  const averages = loadavg().map((average) => average.toFixed(1));
  return `load average (1, 5, 15 min)${when ? ` ${when}` : ""}: ${averages.join(", ")}`;
}
