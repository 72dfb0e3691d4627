import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { contentRepository } from "#server/publish/content-repo.ts";

const directory = mkdtempSync(join(tmpdir(), "content-repo-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const ada = { name: "Ada Obi", email: "ada@hub.example" };

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
  const write = (file: string, text: string) => writeFileSync(join(project, "content", file), text);
  const read = (file: string) => readFileSync(join(project, "content", file), "utf8");
  return { project, git, write, read, repo: contentRepository(join(project, "content")) };
}

test("the saved content becomes a commit of the content folder only, which the branch takes once it is live", async () => {
  const { project, git, write, repo } = projectRepository();
  const start = git("rev-parse", "HEAD");
  write("calls/boost-2024.yaml", "edition: '2027'\n");
  write("calls/boost-2028.yaml", "edition: '2028'\n");
  rmSync(join(project, "content", "calls", "old.yaml"));
  // What an editor's save killed half-way leaves behind is no content change.
  write("calls/.boost-2029.yaml.0a1b2c3d4e5f.saving", "edi");
  // A developer's own change, staged: it goes into no content commit and stays staged.
  writeFileSync(join(project, "app.ts"), "export const x = 1;\n");
  git("add", "app.ts");

  const saved = await repo.saved(ada, (changes) => `Publish ${changes.length}`);
  expect(saved?.changes).toEqual([
    { path: "calls/boost-2024.yaml", change: "changed" },
    { path: "calls/boost-2028.yaml", change: "added" },
    { path: "calls/old.yaml", change: "removed" },
  ]);
  // Nothing is on the branch until the build went live.
  expect(git("rev-parse", "HEAD")).toBe(start);
  const commit = saved?.commit as string;

  // The build's copy holds the folder as saved, without the project around it.
  const copy = join(directory, `copy-${crypto.randomUUID()}`);
  await repo.exportTo(commit, copy);
  expect(readFileSync(join(copy, "calls", "boost-2024.yaml"), "utf8")).toBe("edition: '2027'\n");

  expect(await repo.adopt(commit)).toBe(commit);
  expect(git("rev-parse", "HEAD")).toBe(commit);
  expect(git("log", "-1", "--format=%an <%ae>|%cn <%ce>|%s")).toBe(
    "Ada Obi <ada@hub.example>|Ada Obi <ada@hub.example>|Publish 3",
  );
  expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
    "content/calls/boost-2024.yaml",
    "content/calls/boost-2028.yaml",
    "content/calls/old.yaml",
  ]);
  expect(git("diff", "--cached", "--name-only")).toBe("app.ts");
  expect(await repo.changesBetween(commit, await repo.savedTree())).toEqual([]);
});

test("a commit made while the build ran stays: the published content goes on top of it", async () => {
  const { git, write, repo } = projectRepository();
  write("calls/boost-2024.yaml", "edition: '2027'\n");
  const saved = await repo.saved(ada, () => "Publish: change the call");
  git("commit", "--quiet", "--allow-empty", "-m", "a developer's commit meanwhile");
  const developer = git("rev-parse", "HEAD");

  const adopted = await repo.adopt(saved?.commit as string);
  expect(git("rev-parse", "HEAD^")).toBe(developer);
  expect(git("log", "-1", "--format=%an|%s", adopted)).toBe("Ada Obi|Publish: change the call");
  expect(git("show", "HEAD:content/calls/boost-2024.yaml")).toBe("edition: '2027'");
});

test("going back commits the earlier content on top of the history, and a file can follow it", async () => {
  const { git, write, read, repo } = projectRepository();
  const earlier = git("rev-parse", "HEAD");
  write("calls/boost-2024.yaml", "edition: '2027'\n");
  const published = await repo.adopt((await repo.saved(ada, () => "Publish"))?.commit as string);

  const restored = await repo.restore(
    earlier,
    { name: "Admin", email: "admin@hub.example" },
    "Go back",
  );
  expect(restored).not.toBeNull();
  expect(git("rev-parse", "HEAD^")).toBe(published);
  expect(git("log", "-1", "--format=%an|%s")).toBe("Admin|Go back");
  expect(await repo.changesBetween(earlier, restored as string)).toEqual([]);
  expect(await repo.changesBetween(restored as string, await repo.savedTree())).toEqual([
    { path: "calls/boost-2024.yaml", change: "changed" },
  ]);
  await repo.checkOut(restored as string, "calls/boost-2024.yaml");
  expect(read("calls/boost-2024.yaml")).toBe("edition: '2024'\n");
  // Going back to content the branch already has commits nothing.
  expect(await repo.restore(earlier, ada, "Go back again")).toBeNull();
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
