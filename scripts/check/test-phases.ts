import { spawnSync } from "node:child_process";

/**
 * `npm test`: the phases of the test run, each its own npm script, in order,
 * stopping at the first that fails. At the end, passed or not, it prints how
 * long each phase took: a figure to watch (docs/benchmarks.md), never a test,
 * since a loaded machine is slower and not wrong.
 */
const phases = [
  "typecheck",
  "lint",
  "test:unit",
  "build",
  "check:size",
  "check:links",
  "check:html",
  "test:e2e",
] as const;

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const timings: { phase: string; seconds: number; status: string }[] = [];
let exitCode = 0;
for (const phase of phases) {
  const started = performance.now();
  const result = spawnSync(npm, ["run", phase], { stdio: "inherit" });
  const failed = result.status !== 0;
  timings.push({
    phase,
    seconds: (performance.now() - started) / 1000,
    status: failed ? "failed" : "passed",
  });
  if (failed) {
    exitCode = result.status ?? 1;
    break;
  }
}

const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
const minutes = (seconds: number) =>
  `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, "0")}`;
process.stdout.write("\nnpm test, by phase (min:s):\n");
for (const { phase, seconds, status } of timings) {
  process.stdout.write(`  ${phase.padEnd(12)} ${minutes(seconds).padStart(6)}  ${status}\n`);
}
process.stdout.write(`  ${"total".padEnd(12)} ${minutes(total).padStart(6)}\n`);
process.exit(exitCode);
