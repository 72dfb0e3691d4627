import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildEnv } from "./build-env.ts";

/**
 * A new build may take unchanged outputs from the live one instead of making
 * them again (a publish changes a few texts, not the 300 pages' previews and
 * compressed copies): REUSE_BUILD_DIR names that build's folder (the publisher
 * sets it; docs/decisions/107-fast-content-builds.md). Each step records, out
 * of the public folder, the key of what made each output; an output is reused
 * only when its key is the same, so the result is byte for byte what a build
 * from scratch writes.
 */
export function reusableBuildDir(dir: string | null = buildEnv.reuseDir): string | null {
  return dir && existsSync(join(dir, "client")) ? dir : null;
}

/**
 * Each code file's SHA-256, read once per build: a step keys hundreds of
 * outputs on the same few files (the lock file among them, 400 KB), which do
 * not change while it runs.
 */
const codeDigests = new Map<string, string>();
function digestOf(file: string): string {
  let digest = codeDigests.get(file);
  if (digest === undefined) {
    digest = createHash("sha256").update(readFileSync(file)).digest("hex");
    codeDigests.set(file, digest);
  }
  return digest;
}

/** SHA-256 of some values and of the code that turns them into an output. */
export function outputKey(values: unknown, codeFiles: readonly string[]): string {
  const hash = createHash("sha256").update(JSON.stringify(values));
  for (const file of codeFiles) hash.update(digestOf(file));
  return hash.digest("hex");
}

/** The record of keys a step keeps beside a build's public folder. */
export function readKeys(buildDir: string, step: string): Record<string, string> {
  const file = join(buildDir, ".build-keys", `${step}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

export function writeKeys(buildDir: string, step: string, keys: Record<string, string>): void {
  const file = join(buildDir, ".build-keys", `${step}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 1)}\n`);
}
