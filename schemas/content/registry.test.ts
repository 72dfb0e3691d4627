import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { contentItems, itemOfFile } from "./registry.ts";
import { validateAllContent } from "./validate.server.ts";

function yamlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.split(path.sep).join("/"));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

test("every .yaml file under content/ belongs to a registered item, so the editor offers it", () => {
  const strays = yamlFilesUnder("content").filter((file) => itemOfFile(file) === undefined);
  expect(strays).toEqual([]);
});

test("each item is registered once", () => {
  const paths = contentItems.map((item) => item.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test("the shipped content passes every registered schema", async () => {
  expect(await validateAllContent()).toEqual([]);
});

test("a broken file is reported with its file, field and reason, with the others' problems", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  try {
    cpSync("content", root, { recursive: true });
    vi.stubEnv("CONTENT_DIR", root);
    const call = yamlFilesUnder(path.join(root, "calls"))[0];
    writeFileSync(
      path.join(root, "calls", call ?? ""),
      "programme: springboard\nedition: '1'\nstatus: open\ncloses: 2027-01-31\napplyUrl: http://example.org\n",
    );
    rmSync(path.join(root, "site/identity.yaml"));
    expect(await validateAllContent()).toEqual([
      { file: "site/identity.yaml", field: "", reason: "the file is missing" },
      { file: `calls/${call}`, field: "applyUrl", reason: "must be an https:// address" },
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
