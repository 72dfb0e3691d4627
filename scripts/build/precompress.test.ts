import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { precompressDirectory, precompressFile } from "./precompress.ts";

let root = "";
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test("text files over 1 KB get brotli and gzip copies that decompress to the original", async () => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(root, "assets"));
  const script = "export const greeting = 'hello';\n".repeat(100);
  writeFileSync(join(root, "assets/app-1a2b.js"), script);
  writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(root, "photo.png"), Buffer.alloc(4096, 1));

  const summary = await precompressDirectory(root);

  expect(summary.files).toBe(1);
  expect(summary.bytes).toBe(script.length);
  expect(summary.brotli).toBeLessThan(summary.bytes);
  expect(summary.gzip).toBeLessThan(summary.bytes);
  const path = join(root, "assets/app-1a2b.js");
  expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
  expect(existsSync(join(root, "robots.txt.br"))).toBe(false);
  expect(existsSync(join(root, "photo.png.br"))).toBe(false);

  // A second run (a rebuild into the same folder) leaves no copies of copies.
  expect((await precompressDirectory(root)).files).toBe(1);
  expect(existsSync(`${path}.br.br`)).toBe(false);
});

test("React Router's route data is compressed like the pages it belongs to", async () => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  const data = `[{"_1":2},"root",${JSON.stringify("x".repeat(2000))}]`;
  writeFileSync(join(root, "about.data"), data);

  expect((await precompressDirectory(root)).files).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(root, "about.data.br"))).toString()).toBe(data);
});

test("with an earlier build, unchanged files take its copies and changed ones are compressed anew", async () => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  const earlier = join(root, "earlier");
  const next = join(root, "next");
  const same = "export const same = 'unchanged';\n".repeat(100);
  mkdirSync(earlier);
  mkdirSync(next);
  writeFileSync(join(earlier, "same.js"), same);
  writeFileSync(join(earlier, "page.html"), "<p>old words</p>\n".repeat(100));
  await precompressDirectory(earlier);
  // Marks the earlier copy, so a reused one can be told from a fresh one.
  writeFileSync(join(earlier, "same.js.br"), "earlier copy");
  writeFileSync(join(next, "same.js"), same);
  const changed = "<p>new words</p>\n".repeat(100);
  writeFileSync(join(next, "page.html"), changed);

  expect((await precompressDirectory(next, earlier)).files).toBe(2);
  expect(readFileSync(join(next, "same.js.br"), "utf8")).toBe("earlier copy");
  expect(brotliDecompressSync(readFileSync(join(next, "page.html.br"))).toString()).toBe(changed);
  expect(gunzipSync(readFileSync(join(next, "page.html.gz"))).toString()).toBe(changed);
});

test("a folder's copies, compressed several at a time, are byte for byte those of one file compressed alone", async () => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  const alone = join(root, "alone.js");
  const texts = Array.from({ length: 9 }, (_, index) =>
    `export const n${index} = ${index};\n`.repeat(200),
  );
  mkdirSync(join(root, "folder"));
  for (const [index, text] of texts.entries()) {
    writeFileSync(join(root, "folder", `chunk-${index}.js`), text);
  }
  await precompressDirectory(join(root, "folder"));
  for (const [index, text] of texts.entries()) {
    writeFileSync(alone, text);
    precompressFile(alone);
    for (const suffix of [".br", ".gz"]) {
      expect(readFileSync(join(root, "folder", `chunk-${index}.js${suffix}`))).toEqual(
        readFileSync(`${alone}${suffix}`),
      );
    }
  }
});
