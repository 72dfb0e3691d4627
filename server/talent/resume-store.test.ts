import { mkdtempSync, readdirSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { pdfOfSize } from "#tests/support/multipart-body.ts";
import { assemblePdf, documentObjects } from "#tests/support/pdf-files.ts";
import { orphanAgeMs, type ResumeStore, resumeStore } from "./resume-store.ts";

let directory: string;
let store: ResumeStore;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "resume-store-"));
  store = resumeStore(directory);
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const chunks = (...parts: (string | Buffer)[]) =>
  Readable.from(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : part)));

test("a PDF arriving in pieces, its header split across chunks, is checked whole and kept", async () => {
  const pdf = pdfOfSize(3_000);
  const received = await store.receive(
    chunks(pdf.subarray(0, 2), pdf.subarray(2, 4), pdf.subarray(4, 9), pdf.subarray(9)),
  );
  const kept = await store.keep(received);
  expect(kept.bytes).toBe(pdf.length);
  expect(readdirSync(directory).filter((name) => name !== ".incoming")).toEqual([kept.file]);
  expect(readdirSync(join(directory, ".incoming"))).toEqual([]);
});

test.each([
  ["a file that is not a PDF", () => chunks("GIF89a…"), "notPdf"],
  ["a file shorter than the signature", () => chunks("%PD"), "notPdf"],
  ["an empty file", () => chunks(), "missing"],
  ["a PDF cut short", () => chunks(pdfOfSize(3_000).subarray(0, 2_000)), "unreadable"],
  [
    "a PDF with JavaScript",
    () =>
      chunks(
        assemblePdf({ objects: documentObjects("/OpenAction << /S /JavaScript /JS (x) >> ") }),
      ),
    "activeContent",
  ],
])("%s is refused and leaves no temporary file", async (_case, source, problem) => {
  await expect(store.receive(source())).rejects.toMatchObject({ problem });
  expect(readdirSync(join(directory, ".incoming"))).toEqual([]);
});

test("the sweep deletes old files no row names and old temporary files, and keeps the rest", async () => {
  const now = Date.now();
  const old = new Date(now - orphanAgeMs - 60_000);
  const name = (digit: string) => digit.repeat(32);
  await store.sweepOrphans(new Set(), now);
  for (const file of [name("a"), name("b"), name("c")])
    writeFileSync(join(directory, file), "%PDF-");
  writeFileSync(join(directory, ".incoming", "stale"), "%PDF-");
  writeFileSync(join(directory, ".incoming", "in-flight"), "%PDF-");
  for (const file of [name("a"), name("b"), ".incoming/stale"]) {
    utimesSync(join(directory, file), old, old);
  }
  // a: old and named by a row; b: old orphan; c: a young file whose row may be committing.
  expect(await store.sweepOrphans(new Set([name("a")]), now)).toBe(2);
  expect(readdirSync(directory).sort()).toEqual([".incoming", name("a"), name("c")]);
  expect(readdirSync(join(directory, ".incoming"))).toEqual(["in-flight"]);
});

test("a kept résumé's bytes and its name in the folder are synced to disk before its row can be written", async () => {
  const handle = await open(directory, "r");
  const fileHandle = Object.getPrototypeOf(handle) as { sync: () => Promise<void> };
  await handle.close();
  const realSync = fileHandle.sync;
  const synced: string[] = [];
  const sync = vi.spyOn(fileHandle, "sync").mockImplementation(async function (this: {
    fd: number;
  }) {
    // What the descriptor names (Linux): the file or the folder being synced.
    synced.push(readlinkSync(`/proc/self/fd/${this.fd}`));
    await realSync.call(this);
  });
  try {
    const received = await store.receive(chunks(pdfOfSize(3_000)));
    expect(synced).toEqual([received.tempPath]);
    await store.keep(received);
    expect(synced).toEqual([received.tempPath, directory]);
  } finally {
    sync.mockRestore();
  }
});
