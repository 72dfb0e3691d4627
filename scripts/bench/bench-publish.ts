/**
 * npm run bench:publish: how long a publish takes from Publish to live on this
 * machine, step by step, with the real build, on a copy of content/ in a
 * temporary git repository and temporary release folders (never content/ or
 * build/). Three builds: the first from scratch; the same content again,
 * reusing the first's outputs, whose public files must be byte for byte the
 * first's; then Startup Boost's call changed (edition 2027, a closing date),
 * the figure a publish costs.
 *   tsx scripts/bench/bench-publish.ts
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { parse, stringify } from "yaml";
import { createDatabase } from "#server/db/database.ts";
import { parseServerEnv } from "#server/env.ts";
import { buildQueue } from "#server/publish/build-queue.ts";
import { packageScripts, siteBuildSteps, validateStep } from "#server/publish/build-steps.ts";
import { contentRepository } from "#server/publish/content-repo.ts";
import { createPublisher } from "#server/publish/publisher.ts";
import { releaseFolders } from "#server/publish/release-folders.ts";

const directory = mkdtempSync(join(tmpdir(), "bench-publish-"));
const contentDir = join(directory, "content");
cpSync("content", contentDir, { recursive: true });
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: contentDir, encoding: "utf8" }).trim();
git("init", "--quiet");
git("add", ".");
git(
  "-c",
  "user.name=Bench",
  "-c",
  "user.email=bench@hub.example",
  "commit",
  "--quiet",
  "-m",
  "content",
);

const config = parseServerEnv({ SQLITE_PATH: join(directory, "bench.db"), DATABASE_URL: "" });
const database = await createDatabase(config);
/** Each step's time; a part is a step inside a step's process (no CPU figure of its own). */
const stepTimes: { build: number; step: string; ms: number; cpuMs: number | null }[] = [];
/**
 * CPU time of this process's finished children (utime + stime of those waited
 * for, /proc/self/stat fields 16 and 17): the work a step did, whatever else
 * the machine was running meanwhile.
 */
function childrenCpuMs(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  // After "pid (comm) ", field 3 is index 0: cutime is field 16, cstime 17.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}
let cpuBefore = childrenCpuMs();
const parts: typeof stepTimes = [];
// The publisher logs each step's time; the bench keeps those lines and shows the rest.
const { log } = Fastify({
  logger: {
    level: "info",
    stream: {
      write(line: string) {
        const entry = JSON.parse(line) as {
          build?: number;
          step?: string;
          part?: string;
          ms?: number;
          msg: string;
        };
        if (entry.msg === "build step part done" && entry.part && entry.ms !== undefined) {
          // Logged before their process's own line; shown under it.
          parts.push({
            build: entry.build ?? 0,
            step: `  ${entry.part}`,
            ms: entry.ms,
            cpuMs: null,
          });
        } else if (entry.msg === "build step done" && entry.step && entry.ms !== undefined) {
          const cpu = childrenCpuMs();
          stepTimes.push({
            build: entry.build ?? 0,
            step: entry.step,
            ms: entry.ms,
            cpuMs: cpu - cpuBefore,
          });
          stepTimes.push(...parts.splice(0));
          cpuBefore = cpu;
        } else process.stderr.write(line);
      },
    },
  },
});
const queue = buildQueue(database);
const releases = releaseFolders(join(directory, "releases"));
const publisher = createPublisher({
  queue,
  repo: contentRepository(contentDir),
  releases,
  appDir: process.cwd(),
  steps: { validate: validateStep, ...siteBuildSteps(packageScripts(process.cwd())) },
  log,
});

/**
 * The machine's load (1-minute average) each second while a build runs: five
 * other helpers' tests and builds share these two cores, and a figure means
 * little without it.
 */
function watchLoad() {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), 1_000);
  return () => {
    clearInterval(timer);
    const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(samples.length, 1);
    return { mean, max: Math.max(...samples, 0) };
  };
}

/** Waits for a queued build to finish; resolves with its figures. */
async function finished(
  label: string,
  id: number,
  started: number,
  load: () => { mean: number; max: number },
) {
  await publisher.kick();
  const build = await queue.get(id);
  if (build?.status !== "published") throw new Error(`${label}: ${build?.step}: ${build?.message}`);
  return {
    label,
    id,
    release: build.release as string,
    ms: performance.now() - started,
    load: load(),
  };
}

/** Publishes as the bench's author (check, commit, build, switch). */
async function publish(label: string) {
  const load = watchLoad();
  const started = performance.now();
  cpuBefore = childrenCpuMs();
  const answer = await publisher.publish({ name: "Bench", email: "bench@hub.example" });
  if (!answer.ok) throw new Error(`${label}: ${answer.reason}`);
  // Publish's own content check and commit, before the build is queued.
  const cpu = childrenCpuMs();
  stepTimes.push({
    build: answer.build,
    step: "check and commit",
    ms: performance.now() - started,
    cpuMs: cpu - cpuBefore,
  });
  cpuBefore = cpu;
  return finished(label, answer.build, started, load);
}

const cold = await publish("first build, from scratch");
// The same content published again: every output can be reused.
const againLoad = watchLoad();
const againStarted = performance.now();
cpuBefore = childrenCpuMs();
const again = await finished(
  "the same content (daily rebuild), reusing",
  await publisher.rebuild(),
  againStarted,
  againLoad,
);
// Which public files differ (diff -rq); none should but the brochure, whose PDF records when it was made.
const compared = spawnSync(
  "diff",
  [
    "-rq",
    join(releases.folder(cold.release), "client"),
    join(releases.folder(again.release), "client"),
  ],
  { encoding: "utf8" },
).stdout.trim();
const callFile = join(contentDir, "calls", "start-up-boost-2024.yaml");
const call = parse(readFileSync(callFile, "utf8")) as Record<string, unknown>;
writeFileSync(callFile, stringify({ ...call, edition: "2027", closes: "2027-03-31" }));
const changed = await publish("Startup Boost 2027, closing 31 March");

console.log("\nbuild                                        total    load (mean / max)");
for (const run of [cold, again, changed]) {
  console.log(
    `${run.label.padEnd(44)} ${`${(run.ms / 1000).toFixed(1)} s`.padEnd(8)} ${run.load.mean.toFixed(1)} / ${run.load.max.toFixed(1)}`,
  );
}
console.log(
  `\npublic files of the first two builds: ${compared === "" ? "identical" : `\n${compared}`}`,
);
console.log("\nstep (wall / CPU)    first          again          changed");
for (const step of [...new Set(stepTimes.map((entry) => entry.step))]) {
  const time = (build: number) => {
    const entry = stepTimes.find((time) => time.build === build && time.step === step);
    if (entry === undefined) return "-";
    const cpu = entry.cpuMs === null ? "" : ` / ${(entry.cpuMs / 1000).toFixed(1)}`;
    return `${(entry.ms / 1000).toFixed(1)}${cpu} s`;
  };
  console.log(
    `${step.padEnd(20)} ${time(cold.id).padEnd(14)} ${time(again.id).padEnd(14)} ${time(changed.id)}`,
  );
}
console.log(`\nreleases in ${releases.root} (removed below); live: ${releases.current()}`);
await database.close();
rmSync(directory, { recursive: true, force: true });
