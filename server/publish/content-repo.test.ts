import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { commitMessage, contentRepository } from "#server/publish/content-repo.ts";

const directory = mkdtempSync(join(tmpdir(), "content-repo-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A project repository with content/ inside it, as in development. */
function projectRepository() {
  const project = join(directory, `project-${crypto.randomUUID()}`);
  mkdirSync(join(project, "content", "calls"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Dev", "-c", "user.email=dev@hub.example", ...args], {
      cwd: project,
      encoding: "utf8",
    }).trim();
  git("init", "--quiet");
  writeFileSync(join(project, "content", "calls", "boost-2024.yaml"), "edition: '2024'\n");
  writeFileSync(join(project, "content", "calls", "old.yaml"), "edition: '2020'\n");
  writeFileSync(join(project, "app.ts"), "export {};\n");
  git("add", ".");
  git("-c", "commit.gpgsign=false", "commit", "--quiet", "-m", "start");
  return { project, git };
}

test("the message names each entry and what happened to it", () => {
  expect(commitMessage([{ path: "calls/boost-2027.yaml", change: "added" }])).toBe(
    "Publish: add calls/boost-2027.yaml",
  );
  expect(
    commitMessage([
      { path: "calls/boost-2024.yaml", change: "changed" },
      { path: "calls/boost-2027.yaml", change: "added" },
      { path: "hub/team/old.yaml", change: "removed" },
    ]),
  ).toBe(
    "Publish 3 content changes\n\nchange calls/boost-2024.yaml\nadd calls/boost-2027.yaml\nremove hub/team/old.yaml",
  );
});

test("in a project repository, a publish commits the content folder only, as the staff member", async () => {
  const { project, git } = projectRepository();
  const repo = contentRepository(join(project, "content"));
  writeFileSync(join(project, "content", "calls", "boost-2024.yaml"), "edition: '2027'\n");
  writeFileSync(join(project, "content", "calls", "boost-2028.yaml"), "edition: '2028'\n");
  rmSync(join(project, "content", "calls", "old.yaml"));
  // What an editor's save killed half-way leaves behind is no content change.
  writeFileSync(join(project, "content", "calls", ".boost-2029.yaml.0a1b2c3d4e5f.saving"), "edi");
  // A developer's own change, staged and not: neither goes into the content commit.
  writeFileSync(join(project, "app.ts"), "export const x = 1;\n");
  git("add", "app.ts");

  const changes = await repo.changes();
  expect(changes).toEqual([
    { path: "calls/boost-2024.yaml", change: "changed" },
    { path: "calls/boost-2028.yaml", change: "added" },
    { path: "calls/old.yaml", change: "removed" },
  ]);
  const commit = await repo.commit({ name: "Ada Obi", email: "ada@hub.example" }, changes);
  expect(commit).toBe(git("rev-parse", "HEAD"));
  expect(git("log", "-1", "--format=%an <%ae>|%cn <%ce>")).toBe(
    "Ada Obi <ada@hub.example>|Ada Obi <ada@hub.example>",
  );
  expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
    "content/calls/boost-2024.yaml",
    "content/calls/boost-2028.yaml",
    "content/calls/old.yaml",
  ]);
  expect(git("diff", "--cached", "--name-only")).toBe("app.ts");
  expect(await repo.changes()).toEqual([]);

  // The build's copy holds the folder as committed, without the project around it.
  const copy = join(directory, `copy-${crypto.randomUUID()}`);
  await repo.snapshot(commit as string, copy);
  expect(readFileSync(join(copy, "calls", "boost-2024.yaml"), "utf8")).toBe("edition: '2027'\n");
});

test("a content folder outside any repository is refused with what to do", async () => {
  const loose = join(directory, "loose");
  mkdirSync(loose);
  // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
  process.env.GIT_CEILING_DIRECTORIES = directory;
  try {
    await expect(contentRepository(loose).prefix()).rejects.toThrow(/git init/);
  } finally {
    delete process.env.GIT_CEILING_DIRECTORIES;
  }
});
