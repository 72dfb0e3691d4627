import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { limitCopy } from "./limit-copy.ts";

test("the limit copy has no scripts and carries its CSS inline", () => {
  const siteDir = mkdtempSync(join(tmpdir(), "limit-"));
  mkdirSync(join(siteDir, "assets"));
  writeFileSync(join(siteDir, "assets/app.css"), "body{color:red}");
  const html =
    '<html><head><link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/a.js"><script>window.x=1</script></head><body><h1>Hi</h1><script type="module" src="/assets/a.js"></script></body></html>';
  const copy = limitCopy(html, siteDir);
  expect(copy).not.toMatch(/<script|modulepreload/);
  expect(copy).toContain("<style>body{color:red}</style>");
  expect(copy).toContain("<h1>Hi</h1>");
});
