import type { BuildStepId } from "../../schemas/publish.ts";

/**
 * The steps of each kind of build, in order (scripts/build/site-build-steps.ts
 * runs them). Apart from the steps themselves, so the service reads the plans
 * without loading the build's modules.
 */
export const buildPlans = {
  /** `npm run build`: the site from the content folder, as a developer builds it. */
  site: ["pictures", "pages", "finish"],
  /** A publish and the daily rebuild: checked first, links checked last, before anything goes live. */
  release: ["content", "pictures", "pages", "finish", "links"],
  /** A preview of the saved content: the pages only, never compressed or shared. */
  preview: ["content", "pictures", "pages"],
  /** `npm run dev`: what the dev server needs before it starts. */
  dev: ["pictures"],
  /** `npm run check:release`: what a publish checks on a finished build. */
  check: ["links"],
} as const satisfies Record<string, readonly Exclude<BuildStepId, "switching">[]>;

export type BuildPlan = keyof typeof buildPlans;
