import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { precompressDirectory } from "./precompress.ts";

let root = "";
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test("text files over 1 KB get brotli and gzip copies that decompress to the original", () => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(root, "assets"));
  const script = "export const greeting = 'hello';\n".repeat(100);
  writeFileSync(join(root, "assets/app-1a2b.js"), script);
  writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(root, "photo.png"), Buffer.alloc(4096, 1));

  const summary = precompressDirectory(root);

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
  expect(precompressDirectory(root).files).toBe(1);
  expect(existsSync(`${path}.br.br`)).toBe(false);
});

test("React Router's route data is compressed like the pages it belongs to", () => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  const data = `[{"_1":2},"root",${JSON.stringify("x".repeat(2000))}]`;
  writeFileSync(join(root, "about.data"), data);

  expect(precompressDirectory(root).files).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(root, "about.data.br"))).toString()).toBe(data);
});
