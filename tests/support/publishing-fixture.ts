import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BuildStep } from "#server/publish/build-steps.ts";

const fakeBuild = "node tests/support/fake-site-build.mjs";

/** The fake build's steps (tests/support/fake-site-build.mjs): the publish contract in milliseconds. */
export const fakeSteps: { validate: BuildStep; build: BuildStep[]; checks: BuildStep[] } = {
  validate: { name: "content check", command: `${fakeBuild} validate` },
  build: [{ name: "prerender", command: `${fakeBuild} build` }],
  checks: [{ name: "check:size", command: `${fakeBuild} check` }],
};

/**
 * A temporary content repository (one committed page.yaml) and releases
 * folder, never the project's content/ or build/; env points the service at
 * them, serving the release that publishing switches.
 */
export function publishingFixture() {
  const directory = mkdtempSync(join(tmpdir(), "publish-test-"));
  const contentDir = join(directory, "content");
  const releasesDir = join(directory, "releases");
  mkdirSync(contentDir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: contentDir, encoding: "utf8" }).trim();
  git("init", "--quiet", "--initial-branch=main");
  writeFileSync(join(contentDir, "page.yaml"), "title: First words\n");
  git("add", "page.yaml");
  git(
    "-c",
    "user.name=Seed",
    "-c",
    "user.email=seed@hub.example",
    "-c",
    "commit.gpgsign=false",
    "commit",
    "--quiet",
    "-m",
    "the first page",
  );
  return {
    contentDir,
    releasesDir,
    env: {
      CONTENT_DIR: contentDir,
      RELEASES_DIR: releasesDir,
      SITE_DIR: join(releasesDir, "current", "client"),
    },
    writePage(text: string) {
      writeFileSync(join(contentDir, "page.yaml"), `title: ${text}\n`);
    },
    /** The newest commit: "author name <email>", then its message. */
    lastCommit() {
      return {
        author: git("log", "-1", "--format=%an <%ae>"),
        message: git("log", "-1", "--format=%B"),
      };
    },
    commitCount() {
      return Number(git("rev-list", "--count", "HEAD"));
    },
    cleanup() {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type PublishingFixture = ReturnType<typeof publishingFixture>;
