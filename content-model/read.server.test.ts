import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { ContentError, contentReadHook } from "./load.ts";
import { readCollection, readEntry, readSingleton } from "./read.server.ts";

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-"));
});

afterEach(() => {
  contentReadHook.set(null);
  rmSync(root, { recursive: true, force: true });
});

/** A shipped content file copied into the test's folder, its text changed by `edit`. */
function copy(file: string, edit: (text: string) => string = (text) => text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), edit(readFileSync(path.join("content", file), "utf8")));
}

const someMembers = () =>
  readdirSync("content/hub/team")
    .filter((name) => name.endsWith(".yaml"))
    .slice(0, 2);

test("a singleton is read by its name from the folder given, checked by the registry's schema", () => {
  copy("site/identity.yaml", (text) => text.replace(/^name: .*$/m, "name: Another Hub"));
  expect(readSingleton("site/identity", { root }).name).toBe("Another Hub");
});

test("a collection is its folder's entries in file-name order, and one entry is read by its slug", () => {
  const [first, second] = someMembers();
  if (!(first && second)) throw new Error("the team has fewer than two members");
  copy(`hub/team/${second}`);
  copy(`hub/team/${first}`);
  writeFileSync(path.join(root, "hub/team/notes.txt"), "not an entry");
  const slugs = [first, second].map((name) => name.slice(0, -".yaml".length));
  expect(readCollection("hub/team", { root }).map((entry) => entry.slug)).toEqual(slugs);
  expect(readEntry("hub/team", slugs[1] ?? "", { root })).toEqual(
    readCollection("hub/team", { root })[1]?.data,
  );
});

test("a collection reports the problems of every bad entry at once", () => {
  const [first, second] = someMembers();
  if (!(first && second)) throw new Error("the team has fewer than two members");
  copy(`hub/team/${first}`, (text) => `${text}unknownField: 1\n`);
  copy(`hub/team/${second}`, (text) => `${text}unknownField: 2\n`);
  try {
    readCollection("hub/team", { root });
    throw new Error("the collection read without a problem");
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    expect(new Set(error.problems.map((problem) => problem.file))).toEqual(
      new Set([`hub/team/${first}`, `hub/team/${second}`]),
    );
  }
});

test("a name the registry does not hold is refused, by the type checker and at run time", () => {
  // @ts-expect-error: no such singleton
  expect(() => readSingleton("site/nowhere", { root })).toThrow(/no content singleton/);
  // @ts-expect-error: a collection is not a singleton
  expect(() => readSingleton("calls", { root })).toThrow(/no content singleton/);
  // @ts-expect-error: a singleton is not a collection
  expect(() => readCollection("site/identity", { root })).toThrow(/no content collection/);
});

test("each file and collection folder read is told to the build's read hook, on every read", () => {
  const [first] = someMembers();
  if (!first) throw new Error("the team has no member");
  copy(`hub/team/${first}`);
  copy("site/identity.yaml");
  const reads: string[] = [];
  contentReadHook.set((file) => reads.push(file));
  readCollection("hub/team", { root });
  readSingleton("site/identity", { root });
  readSingleton("site/identity", { root });
  expect(reads).toEqual([
    "hub/team/",
    `hub/team/${first}`,
    "site/identity.yaml",
    "site/identity.yaml",
  ]);
});

test("no reader reads content when it is imported: every one imports with an empty content folder", () => {
  const readers = [
    ...readdirSync("content-model", { recursive: true, encoding: "utf8" }).map(
      (file) => `./content-model/${file}`,
    ),
    ...readdirSync("app", { recursive: true, encoding: "utf8" }).map((file) => `./app/${file}`),
    "./server/content/live-content.ts",
  ].filter((file) => file.endsWith(".server.ts") || file.endsWith("live-content.ts"));
  const script = `${readers.map((file) => `await import(${JSON.stringify(file)});`).join("\n")}`;
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      env: { ...process.env, CONTENT_DIR: root },
      encoding: "utf8",
    },
  );
  expect(child.stderr).toBe("");
  expect(child.status).toBe(0);
});
