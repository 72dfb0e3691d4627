import type { BuildMode, BuildProblem, BuildStepId } from "#schemas/publish.ts";

/**
 * What a build process (scripts/build/build-site.ts) tells the publisher over
 * its IPC channel, as data: a part of a step done, a step done (with how the
 * pages were made), or the step that failed and why
 * (docs/decisions/160-publishing-that-tells-the-truth.md).
 */
export type BuildEvent =
  | { type: "part"; name: string; ms: number }
  | { type: "step"; step: BuildStepId; ms: number; mode: BuildMode }
  | { type: "failed"; step: BuildStepId; problems: BuildProblem[] };
