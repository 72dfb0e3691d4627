/**
 * Runs one plan of the site's build (scripts/build/build-plans.ts) with the
 * steps of scripts/build/site-build-steps.ts in this process, step by step:
 *   tsx scripts/build/build-site.ts site|release|preview|dev|check
 * with BUILD_DIR (the output, build/ by default), CONTENT_DIR, and for a
 * publish REUSE_BUILD_DIR (the live release) and BUILD_MODE=content.
 *
 * Started by the publisher with an IPC channel, it reports each step's
 * result as data (BuildEvent, schemas/publish.ts): no output is scraped.
 * Started from a terminal or npm, it prints each step's time and, when a step
 * fails, each problem in words, and exits 1.
 */
import type { BuildEvent } from "../../schemas/publish.ts";
import { buildEnv } from "./build-env.ts";
import { type BuildPlan, buildPlans } from "./build-plans.ts";
import { problemsOf } from "./build-problems.ts";
import { type BuildContext, siteBuildSteps } from "./site-build-steps.ts";

const plan = process.argv[2] as BuildPlan | undefined;
if (plan === undefined || !Object.hasOwn(buildPlans, plan)) {
  process.stderr.write(`usage: build-site.ts ${Object.keys(buildPlans).join("|")}\n`);
  process.exit(2);
}

/** Sends an event to the publisher, or prints it for a person. */
function report(event: BuildEvent): Promise<void> {
  if (process.send) {
    const send = process.send.bind(process);
    return new Promise((resolve) => send(event, undefined, undefined, () => resolve()));
  }
  if (event.type === "part") console.log(`  ${event.name}: ${Math.round(event.ms)} ms`);
  if (event.type === "step")
    console.log(`build step done: ${event.step} in ${Math.round(event.ms)} ms`);
  if (event.type === "failed") {
    console.error(`\nThe build stopped at "${event.step}":`);
    for (const problem of event.problems) {
      const where = [problem.entry?.name ?? problem.page, problem.field].filter(Boolean).join(": ");
      console.error(`- ${where ? `${where}: ` : ""}${problem.message}`);
      if (problem.detail) console.error(problem.detail.replace(/^/gm, "    "));
    }
  }
  return Promise.resolve();
}

const context: BuildContext = {
  buildDir: buildEnv.buildDir,
  reuseDir: buildEnv.reuseDir,
  mode: buildEnv.mode,
  part: (name, ms) => void report({ type: "part", name, ms }),
};

for (const id of buildPlans[plan]) {
  const started = performance.now();
  try {
    await siteBuildSteps[id].run(context);
  } catch (error) {
    await report({ type: "failed", step: id, problems: problemsOf(error) });
    process.exit(1);
  }
  await report({ type: "step", step: id, ms: performance.now() - started, mode: context.mode });
}
// Loaded modules (sharp's threads, a database pool in a loader) must not keep a finished build alive.
process.exit(0);
