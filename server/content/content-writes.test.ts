import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { isEditablePath, oneAtATime, writeSave } from "#server/content/content-writes.ts";

let contentDir: string;
beforeEach(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), "content-writes-"));
  mkdirSync(path.join(contentDir, "hub/team"), { recursive: true });
  writeFileSync(path.join(contentDir, "hub/team/ada.yaml"), "name: Ada\n");
});
afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

const text = (file: string) => readFileSync(path.join(contentDir, file), "utf8");
const bytes = (value: string) => new TextEncoder().encode(value);
const everyFile = () => readdirSync(contentDir, { recursive: true }).map(String).sort();

describe("isEditablePath", () => {
  const allowed = ["hub/team", "calls"];
  test("takes a file inside a folder the editor reads", () => {
    expect(isEditablePath("hub/team/ada.yaml", allowed)).toBe(true);
    expect(isEditablePath("hub/team/ada/portrait-1a2b3c.jpg", allowed)).toBe(true);
  });
  test("refuses a step up or aside, a backslash, and a folder the editor does not read, even one whose name starts like one", () => {
    for (const file of [
      "hub/team/../../x.yaml",
      "./calls/x.yaml",
      "calls\\x.yaml",
      "site/x.yaml",
      "hub/teamx/photo.jpg",
      "calls-old/x.yaml",
    ]) {
      expect(isEditablePath(file, allowed), file).toBe(false);
    }
  });
});

describe("a save", () => {
  test("writes its files and removes its deletions, leaving no temporary file", async () => {
    writeFileSync(path.join(contentDir, "hub/team/old.yaml"), "name: Old\n");
    await writeSave(
      contentDir,
      [
        { path: "hub/team/ada.yaml", contents: bytes("name: Ada Obi\n") },
        { path: "hub/team/ada/portrait-1a2b3c.jpg", contents: bytes("jpeg") },
      ],
      ["hub/team/old.yaml"],
    );
    expect(text("hub/team/ada.yaml")).toBe("name: Ada Obi\n");
    expect(everyFile()).toEqual([
      "hub",
      "hub/team",
      "hub/team/ada",
      "hub/team/ada.yaml",
      "hub/team/ada/portrait-1a2b3c.jpg",
    ]);
  });

  test("that cannot write one of its files changes none of them and leaves no temporary file", async () => {
    // A file where the picture's folder should be: its folder cannot be made.
    writeFileSync(path.join(contentDir, "hub/team/ada"), "in the way");
    const before = everyFile();
    await expect(
      writeSave(
        contentDir,
        [
          { path: "hub/team/ada.yaml", contents: bytes("name: Ada Obi\n") },
          { path: "hub/team/grace.jpg", contents: bytes("jpeg") },
          { path: "hub/team/ada/portrait-1a2b3c.jpg", contents: bytes("jpeg") },
        ],
        [],
      ),
    ).rejects.toThrow();
    expect(everyFile()).toEqual(before);
    expect(text("hub/team/ada.yaml")).toBe("name: Ada\n");
  });
});

describe("saves one at a time", () => {
  test("each task starts when the one before has finished, so a save checked and written in one task sees the save before it", async () => {
    const serially = oneAtATime();
    const file = "hub/team/ada.yaml";
    // Each task reads the file and writes it again, as a save's check and write do.
    const count = () => Number(text(file).match(/\d+/)?.[0] ?? 0);
    const tasks = Array.from({ length: 5 }, () =>
      serially(async () => {
        const seen = count();
        await new Promise((resolve) => setTimeout(resolve, 5));
        await writeSave(
          contentDir,
          [{ path: file, contents: bytes(`name: Ada ${seen + 1}\n`) }],
          [],
        );
      }),
    );
    await Promise.all(tasks);
    expect(text(file)).toBe("name: Ada 5\n");
  });

  test("a task that fails does not stop the next one", async () => {
    const serially = oneAtATime();
    const failed = serially(() => Promise.reject(new Error("cannot write")));
    const next = serially(async () => "written");
    await expect(failed).rejects.toThrow("cannot write");
    await expect(next).resolves.toBe("written");
  });
});
