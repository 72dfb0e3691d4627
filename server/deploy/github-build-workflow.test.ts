import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";

/**
 * deploy/github-actions/build-site.yml, the build on each commit when content
 * is kept in GitHub (decision 108): a GitHub Actions workflow, checked here
 * as YAML and against what Publish runs, since GitHub alone can run it.
 */

type Step = {
  name?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  env?: Record<string, string>;
};
type Workflow = {
  on: { push?: { branches?: string[] } };
  concurrency: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  jobs: Record<string, { "runs-on": string; steps: Step[] }>;
};

const workflow = parse(readFileSync("deploy/github-actions/build-site.yml", "utf8")) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

test("it runs on each push to the main branch, one build at a time, reading only", () => {
  expect(workflow.on.push?.branches).toEqual(["main"]);
  expect(workflow.concurrency["cancel-in-progress"]).toBe(false);
  expect(workflow.permissions).toEqual({ contents: "read" });
});

test("every step either runs a command or uses a pinned action", () => {
  for (const step of steps) {
    expect(step.name, JSON.stringify(step)).toBeTruthy();
    if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
    else expect(step.run, step.name).toBeTruthy();
  }
});

test("it checks and builds what Publish checks and builds, from the content checked out", () => {
  const contentDir = steps.find(
    (step) => step.uses?.startsWith("actions/checkout") && step.with?.path !== undefined,
  )?.with?.path;
  expect(contentDir).toBeTruthy();
  // The plan a publish runs (scripts/build/build-plans.ts: content, pictures, pages, finish, links).
  const build = steps.find((step) => step.run === "npx tsx scripts/build/build-site.ts release");
  expect(build?.env?.CONTENT_DIR).toBe(contentDir);
});

test("it deploys last, and only after every check", () => {
  const deploy = steps.at(-1);
  expect(deploy?.run).toMatch(/DEPLOY_HOOK_URL/);
  const lastCheck = steps.findIndex((step) => /build-site\.ts release/.test(step.run ?? ""));
  expect(lastCheck).toBeGreaterThan(-1);
  expect(lastCheck).toBeLessThan(steps.length - 1);
});
