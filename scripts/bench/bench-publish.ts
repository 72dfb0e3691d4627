/**
 * npm run bench:publish: how long a publish takes from Publish to live on this
 * machine, step by step, with the real build, on a copy of content/ in a
 * temporary git repository and temporary release folders (never content/ or
 * build/). Builds, one after the other:
 *   1. the first release, from scratch (a whole build: the code is bundled);
 *   2. Startup Boost's call changed to edition 2027, closing 31 March: the
 *      figure a publish costs (the pages rendered with the live code build);
 *   3. a preview of one more change (a team member's role);
 * then a whole build of build 2's content beside it, whose public files must
 * be byte for byte build 2's (the brochure PDF records when it was made).
 *   tsx scripts/bench/bench-publish.ts
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { parse, stringify } from "yaml";
import { createDatabase } from "#server/db/database.ts";
import { type SiteBuild, siteBuildsRepository } from "#server/db/site-builds-repository.ts";
import { parseServerEnv } from "#server/env.ts";
import { runBuild } from "#server/publish/build-runner.ts";
import { contentRepository } from "#server/publish/content-repo.ts";
import { previewFolders } from "#server/publish/preview-folders.ts";
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

/**
 * CPU time of this process's finished children (utime + stime of those waited
 * for, /proc/self/stat fields 16 and 17): the work a build did, whatever else
 * the machine was running meanwhile.
 */
function childrenCpuMs(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  // After "pid (comm) ", field 3 is index 0: cutime is field 16, cstime 17.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** The parts of each step, as the publisher logs them ("build step part done"). */
const parts: { build: number; step: string; part: string; ms: number }[] = [];
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
          parts.push({
            build: entry.build ?? 0,
            step: entry.step ?? "",
            part: entry.part,
            ms: entry.ms,
          });
        } else if (entry.msg !== "build step done") process.stderr.write(line);
      },
    },
  },
});
const queue = siteBuildsRepository(database);
const releases = releaseFolders(join(directory, "releases"));
const previews = previewFolders(join(directory, "releases"));
const repo = contentRepository(contentDir);
const publisher = createPublisher({ queue, repo, releases, previews, appDir: process.cwd(), log });
const author = { name: "Bench", email: "bench@hub.example" };

/**
 * The machine's load (1-minute average) each second while a build runs: other
 * work shares these two cores, and a figure means little without it.
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

type Run = {
  label: string;
  build: SiteBuild;
  ms: number;
  cpuMs: number;
  load: { mean: number; max: number };
};

/** From pressing Publish (or Preview) to the build's end; throws if it did not go live. */
async function timed(label: string, start: () => Promise<number>): Promise<Run> {
  const load = watchLoad();
  const cpu = childrenCpuMs();
  const started = performance.now();
  const id = await start();
  await publisher.kick();
  const build = await queue.get(id);
  if (build?.status !== "published") {
    throw new Error(
      `${label}: ${build?.step}: ${JSON.stringify(build?.problems ?? build?.message)}`,
    );
  }
  return {
    label,
    build,
    ms: performance.now() - started,
    cpuMs: childrenCpuMs() - cpu,
    load: load(),
  };
}

async function publish(label: string) {
  return timed(label, async () => {
    const answer = await publisher.publish(author);
    if (!answer.ok) throw new Error(`${label}: ${answer.reason}`);
    return answer.build;
  });
}

function edit(file: string, change: Record<string, unknown>) {
  const path = join(contentDir, file);
  writeFileSync(path, stringify({ ...(parse(readFileSync(path, "utf8")) as object), ...change }));
}

const first = await publish("first release, from scratch");
edit("calls/start-up-boost-2024.yaml", { edition: "2027", closes: "2027-03-31" });
const changed = await publish("Startup Boost 2027, closing 31 March");
edit("hub/team/adaeze-obi.yaml", { role: "Head of Codeville" });
const preview = await timed("preview of a team member's new role", () =>
  publisher.preview(author.email),
);

// The same content built whole, beside build 2: the two must serve the same files.
const changedFolder = releases.folder(changed.build.release as string);
// In the releases folder, whose link to node_modules the prerender's imports need.
const wholeDir = releases.folder("whole-build");
const whole = await runBuild("release", {
  appDir: process.cwd(),
  timeoutMs: 900_000,
  env: { CONTENT_DIR: join(changedFolder, "content"), BUILD_DIR: wholeDir, KEEP_BUILD_DIR: "1" },
});
if (!whole.ok || whole.mode !== "full")
  throw new Error(`the whole build failed: ${JSON.stringify(whole)}`);
const compared = spawnSync(
  "diff",
  ["-rq", join(changedFolder, "client"), join(wholeDir, "client")],
  {
    encoding: "utf8",
  },
).stdout.trim();

const runs = [first, changed, preview];
console.log(
  "\nbuild                                   mode      total    CPU      load (mean / max)",
);
for (const run of runs) {
  console.log(
    `${run.label.padEnd(39)} ${String(run.build.mode).padEnd(9)} ${`${(run.ms / 1000).toFixed(1)} s`.padEnd(8)} ${`${(run.cpuMs / 1000).toFixed(1)} s`.padEnd(8)} ${run.load.mean.toFixed(1)} / ${run.load.max.toFixed(1)}`,
  );
}
console.log(
  `\npublic files of build 2 and of a whole build of its content: ${compared === "" ? "identical" : `\n${compared}`}`,
);
console.log("\nstep (wall)          first          changed        preview");
const stepNames = [...new Set(runs.flatMap((run) => run.build.steps.map((step) => step.step)))];
for (const step of stepNames) {
  const cell = (run: Run) => {
    const time = run.build.steps.find((entry) => entry.step === step);
    return time ? `${(time.ms / 1000).toFixed(1)} s` : "-";
  };
  console.log(
    `${step.padEnd(20)} ${cell(first).padEnd(14)} ${cell(changed).padEnd(14)} ${cell(preview)}`,
  );
  for (const part of [
    ...new Set(parts.filter((entry) => entry.step === step).map((entry) => entry.part)),
  ]) {
    const partCell = (run: Run) => {
      const time = parts.find(
        (entry) => entry.build === run.build.id && entry.step === step && entry.part === part,
      );
      return time ? `${(time.ms / 1000).toFixed(1)} s` : "-";
    };
    console.log(
      `  ${part.padEnd(18)} ${partCell(first).padEnd(14)} ${partCell(changed).padEnd(14)} ${partCell(preview)}`,
    );
  }
}
await database.close();
rmSync(directory, { recursive: true, force: true });
