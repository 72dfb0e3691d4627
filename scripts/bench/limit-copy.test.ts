import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { limitCopy, writeLimitCopy } from "./limit-copy.ts";

let siteDir = "";
afterEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

function site(css: string) {
  siteDir = mkdtempSync(join(tmpdir(), "limit-"));
  mkdirSync(join(siteDir, "assets"));
  writeFileSync(join(siteDir, "assets/app.css"), css);
}

test("the limit copy has no scripts and carries its CSS inline", () => {
  site("body{color:red}");
  const html =
    '<html><head><link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/a.js"><script>window.x=1</script></head><body><h1>Hi</h1><script type="module" src="/assets/a.js"></script></body></html>';
  const copy = limitCopy(html, siteDir);
  expect(copy).not.toMatch(/<script|modulepreload/);
  expect(copy).toContain("<style>body{color:red}</style>");
  expect(copy).toContain("<h1>Hi</h1>");
});

test("a limit copy is written under /__limit with brotli and gzip copies, as its page has", () => {
  site(`body{color:red}${".card{margin:1rem}".repeat(100)}`);
  const html =
    '<html><head><link rel="stylesheet" href="/assets/app.css"></head><body></body></html>';

  expect(writeLimitCopy(siteDir, { path: "/about", html })).toBe("/__limit/about");
  const file = join(siteDir, "__limit/about/index.html");
  const copy = readFileSync(file, "utf8");
  expect(copy).toContain("<style>body{color:red}");
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(copy);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(copy);

  expect(writeLimitCopy(siteDir, { path: "/", html })).toBe("/__limit/");
  expect(existsSync(join(siteDir, "__limit/index.html.br"))).toBe(true);
});
