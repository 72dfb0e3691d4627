import { stepTimeLine } from "#server/publish/step-times.ts";

/** One step of a build process: a name for the logs and what it does. */
export type Step = { name: string; run: () => unknown };

/**
 * Runs steps one after the other in this process, each announcing its time
 * (server/publish/step-times.ts). The build's steps share one process
 * because starting a process per step (tsx, then the same modules imported
 * again) cost more than some steps' own work
 * (docs/decisions/115-publish-within-a-minute.md). The first step that
 * throws ends the run.
 */
export async function runSteps(steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    const started = performance.now();
    await step.run();
    console.log(stepTimeLine({ step: step.name, ms: performance.now() - started }));
  }
}
