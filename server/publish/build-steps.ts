import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { type StepTime, stepTimes } from "#server/publish/step-times.ts";

/** One command of the site's build or its checks, as package.json names it. */
export type BuildStep = { name: string; command: string };

type PackageScripts = Record<string, string | undefined>;

export function packageScripts(appDir: string): PackageScripts {
  const manifest = JSON.parse(readFileSync(join(appDir, "package.json"), "utf8")) as {
    scripts?: PackageScripts;
  };
  return manifest.scripts ?? {};
}

/** Checks every content file against its schema (server/publish/validate-content.ts). */
export const validateStep: BuildStep = {
  name: "content check",
  command: "tsx server/publish/validate-content.ts",
};

/** "tsx scripts/build/finish-site.ts" is the step "finish-site"; other commands are their own name. */
function stepName(command: string): string {
  return /([\w-]+)\.ts\b/.exec(command)?.[1] ?? command;
}

/**
 * The public site's build, step by step: package.json's `build:site`, the
 * one list `npm run build` also runs (so a publish builds exactly what a
 * developer does), then the checks a release must pass before it goes live.
 */
export function siteBuildSteps(scripts: PackageScripts): {
  build: BuildStep[];
  checks: BuildStep[];
} {
  const build = scripts["build:site"];
  if (!build) throw new Error('package.json has no "build:site" script');
  // The size budgets and the internal links in one process (scripts/check/check-release.ts
  // runs what `check:size` and `check:links` run; docs/decisions/115-publish-within-a-minute.md).
  const checks = ["check:release"].map((name) => {
    const command = scripts[name];
    if (!command) throw new Error(`package.json has no "${name}" script`);
    return { name, command };
  });
  return {
    build: build.split("&&").map((part) => {
      const command = part.trim();
      return { name: stepName(command), command };
    }),
    checks,
  };
}

/** How much of a failed step's output the staff see: its last lines, where the reason is. */
const reasonLines = 6;
const reasonChars = 800;

/** A content problem as the loader words it (schemas/content/load.ts): `file.yaml: field: reason`. */
const contentProblemLine = /^(?:\w*Error: )?(\S+\.yaml: .+)$/;

/**
 * The reason a step failed, short: the content problems it named (`file:
 * field: reason`, words the staff can act on, without the error's dump
 * around them), else the last lines it wrote (a check names the page and the
 * budget), without terminal colours or stack frames.
 */
export function failureReason(output: string): string {
  const problems = new Set(
    output.split("\n").flatMap((line) => contentProblemLine.exec(line.trimEnd())?.[1] ?? []),
  );
  if (problems.size > 0) return shortReason([...problems]);
  const lines = output
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter(
      (line) =>
        line.trim() !== "" &&
        !/^\s+at /.test(line) &&
        !line.startsWith("npm ") &&
        stepTimes([line]).length === 0,
    );
  // A process killed by an uncaught error ends with Node's dump of it (the
  // error's fields, the Node version): its message is the reason, the rest is noise.
  if (lines.some((line) => nodeCrashFooter.test(line))) {
    const message = lines.findLast((line) => thrownError.test(line));
    if (message) return shortReason([message]);
  }
  return shortReason(lines);
}

const nodeCrashFooter = /^Node\.js v\d+/;
const thrownError = /^\w*Error(?: \[\w+\])?: /;

function shortReason(lines: readonly string[]): string {
  const reason = lines.slice(-reasonLines).join("\n");
  return reason.length > reasonChars ? `…${reason.slice(-reasonChars)}` : reason;
}

/** How a step ended, and the times of the steps inside its process that finished. */
export type StepResult = ({ ok: true } | { ok: false; reason: string }) & { parts: StepTime[] };

/**
 * Runs one command in the app's folder, as npm would (its local binaries
 * first on the PATH), with the build's environment; its output is kept only
 * to explain a failure.
 */
export function runStep(
  step: BuildStep,
  options: { appDir: string; env: Record<string, string>; timeoutMs: number },
): Promise<StepResult> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", step.command], {
      cwd: options.appDir,
      env: {
        ...process.env,
        ...options.env,
        PATH: [join(options.appDir, "node_modules", ".bin"), process.env.PATH].join(delimiter),
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      // The tail is what explains a failure; a long build log is not kept whole.
      output = (output + chunk.toString()).slice(-20_000);
    };
    // Whole lines of standard output, where the process's steps say when each is done.
    const parts: StepTime[] = [];
    let partial = "";
    child.stdout.on("data", (chunk: Buffer) => {
      keep(chunk);
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      parts.push(...stepTimes(lines));
    });
    child.stderr.on("data", keep);
    const timer = setTimeout(() => {
      // The whole group: sh, npm, tsx and the node processes they started.
      if (child.pid) process.kill(-child.pid, "SIGKILL");
      output += `\n${step.name} took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped`;
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `${step.name} could not start: ${error.message}`, parts });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      parts.push(...stepTimes([partial]));
      if (code === 0) resolve({ ok: true, parts });
      else
        resolve({
          ok: false,
          reason: failureReason(output) || `${step.name} failed (exit ${code})`,
          parts,
        });
    });
  });
}
