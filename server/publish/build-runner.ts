import { spawn } from "node:child_process";
import type { BuildEvent, BuildMode, BuildProblem, BuildStepId } from "#schemas/publish.ts";
import { withoutSecrets } from "#server/env.ts";
import type { BuildPlan } from "../../scripts/build/build-plans.ts";
import { codeProblem } from "../../scripts/build/build-problems.ts";

/**
 * The command that runs a plan of the site's build in one process
 * (scripts/build/build-site.ts), without tsx's own launcher: one Node process
 * per build, with an IPC channel its steps report on. Tests give a stand-in
 * that speaks the same events in milliseconds (tests/support/fake-site-build.mjs).
 */
export const siteBuildCommand: readonly string[] = [
  "--import",
  "tsx",
  "scripts/build/build-site.ts",
];

export type BuildRunOptions = {
  /** The app's folder: package.json, the build scripts, node_modules. */
  appDir: string;
  env: Record<string, string>;
  timeoutMs: number;
  /** Node's arguments before the plan's name; siteBuildCommand by default. */
  command?: readonly string[];
  /** Each event as the process reports it (a step done: the queue records it). */
  onEvent?: (event: BuildEvent) => void | Promise<void>;
};

export type BuildRunResult =
  | { ok: true; mode: BuildMode }
  | { ok: false; step: BuildStepId | null; problems: BuildProblem[] };

/** How much of the process's own output a developer gets when it stopped without saying why. */
const keptOutput = 4_000;

/**
 * Runs one plan of the build and resolves with its outcome, read from the
 * events the process sent: never from its output, which is kept only for a
 * process that died before it could say why (a crash, the time limit).
 */
export function runBuild(plan: BuildPlan, options: BuildRunOptions): Promise<BuildRunResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...(options.command ?? siteBuildCommand), plan], {
      cwd: options.appDir,
      // React renders the pages in its production build, as React Router's own build does.
      // The build works on what editors wrote: it is given none of the service's secrets.
      env: { ...withoutSecrets(process.env), NODE_ENV: "production", ...options.env },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      // Its own process group: the time limit stops it and the processes it started.
      detached: true,
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-keptOutput);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    let mode: BuildMode = "full";
    let lastStep: BuildStepId | null = null;
    let failure: { step: BuildStepId; problems: BuildProblem[] } | null = null;
    // Events are handled in order: a step is recorded before the next one's.
    let handled = Promise.resolve();
    child.on("message", (message: BuildEvent) => {
      if (message.type === "step") {
        mode = message.mode;
        lastStep = message.step;
      }
      if (message.type === "failed") failure = { step: message.step, problems: message.problems };
      handled = handled.then(async () => {
        await options.onEvent?.(message);
      });
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    }, options.timeoutMs);
    const end = (result: BuildRunResult) => {
      clearTimeout(timer);
      void handled.then(() => resolve(result));
    };
    child.on("error", (error) =>
      end({ ok: false, step: lastStep, problems: [codeProblem(error.message)] }),
    );
    child.on("close", (code) => {
      if (code === 0 && failure === null) return end({ ok: true, mode });
      if (failure !== null)
        return end({ ok: false, ...(failure as { step: BuildStepId; problems: BuildProblem[] }) });
      const why = timedOut
        ? `the build took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped`
        : `the build process ended (exit ${code}) without saying why`;
      end({ ok: false, step: lastStep, problems: [codeProblem(`${why}\n${output}`)] });
    });
  });
}
