import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { secretVariables } from "#server/env.ts";
import { runBuild } from "#server/publish/build-runner.ts";

let folder: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("a build works on what editors wrote and is given none of the service's secrets", async () => {
  folder = mkdtempSync(join(tmpdir(), "build-env-"));
  const seen = join(folder, "env.json");
  for (const name of secretVariables) vi.stubEnv(name, `the-${name}`);
  vi.stubEnv("VITE_SEEN", "kept");
  // A stand-in for the build that writes down the names of what it was given.
  const writeNames = `require("node:fs").writeFileSync(${JSON.stringify(seen)}, JSON.stringify(Object.keys(process.env)))`;
  const result = await runBuild("site", {
    appDir: process.cwd(),
    command: ["-e", writeNames],
    env: { SITE_URL: "https://hub.example" },
    timeoutMs: 20_000,
  });
  expect(result).toEqual({ ok: true, mode: "full" });
  const names = JSON.parse(readFileSync(seen, "utf8")) as string[];
  expect(names).toEqual(expect.arrayContaining(["VITE_SEEN", "SITE_URL", "PATH"]));
  for (const name of secretVariables) expect(names, name).not.toContain(name);
});
