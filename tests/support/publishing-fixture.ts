import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The fake build (tests/support/fake-site-build.mjs): the publish contract in milliseconds. */
export const fakeBuildCommand: readonly string[] = ["tests/support/fake-site-build.mjs"];

/** The one entry of the fixture's content: the editor's Startup Boost page. */
export const fixtureEntry = {
  file: "startzone/start-up-boost.yaml",
  name: "Startzone: Startup Boost page",
  editorPath: "/keystatic/singleton/startzone-start-up-boost",
};

/**
 * A temporary content repository (one committed entry) and releases folder,
 * never the project's content/ or build/; env points the service at them,
 * serving the release that publishing switches. `gate` is the file a build
 * of a text that says "wait" waits for (tests/support/fake-site-build.mjs).
 */
export function publishingFixture() {
  const directory = mkdtempSync(join(tmpdir(), "publish-test-"));
  const contentDir = join(directory, "content");
  const releasesDir = join(directory, "releases");
  mkdirSync(join(contentDir, "startzone"), { recursive: true });
  const entry = join(contentDir, fixtureEntry.file);
  const gate = join(directory, "gate");
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: contentDir, encoding: "utf8" }).trim();
  git("init", "--quiet", "--initial-branch=main");
  writeFileSync(entry, "title: First words\n");
  git("add", ".");
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
    gate,
    /** The build a test holds ("wait") goes on. */
    openGate() {
      writeFileSync(gate, "");
    },
    writePage(text: string) {
      writeFileSync(entry, `title: ${text}\n`);
    },
    readPage() {
      return readFileSync(entry, "utf8");
    },
    head() {
      return git("rev-parse", "HEAD");
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
