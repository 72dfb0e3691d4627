/**
 * The build's processes each run several steps (scripts/build/run-steps.ts);
 * each step says when it is done, on its own line of the process's output,
 * so the publisher logs where a build spends its time step by step
 * (docs/decisions/115-publish-within-a-minute.md) without a process per step.
 */
export type StepTime = { step: string; ms: number };

const prefix = "build step done:";
const linePattern = /^build step done: (.+) in (\d+) ms$/;

/** The line a step writes when it is done. */
export function stepTimeLine({ step, ms }: StepTime): string {
  return `${prefix} ${step} in ${Math.round(ms)} ms`;
}

/** The step times in some lines of output; other lines are ignored. */
export function stepTimes(lines: readonly string[]): StepTime[] {
  return lines.flatMap((line) => {
    const match = linePattern.exec(line.trimEnd());
    return match?.[1] && match[2] ? [{ step: match[1], ms: Number(match[2]) }] : [];
  });
}
