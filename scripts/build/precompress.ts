/**
 * Writes brotli and gzip copies of the built site's text files, so the server
 * sends them without compressing on each request (the last step of
 * scripts/build/finish-site.ts).
 */
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { outputKey, readKeys, reusableBuildDir, writeKeys } from "./reuse-build.ts";

/** Text the server sends, React Router's route data (`.data`) included. */
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".map",
  ".data",
]);
/** Below this, the bytes saved do not pay for a second file and a header. */
const minimumBytes = 1024;

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** A file's bytes and the bytes of its brotli and gzip copies. */
export type CompressedSizes = { bytes: number; brotli: number; gzip: number };
export type PrecompressSummary = CompressedSizes & { files: number };

/**
 * Writes `file.br` and `file.gz` beside one file if it is compressible text
 * over 1 KB. Returns its size and its copies' sizes, or null if it was skipped.
 */
export function precompressFile(path: string): CompressedSizes | null {
  if (!compressible.has(extname(path))) return null;
  const body = readFileSync(path);
  if (body.length <= minimumBytes) return null;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  // A copy bigger than the original would make the server send more, not less.
  for (const [suffix, copy] of [
    [".br", brotli],
    [".gz", gzip],
  ] as const) {
    if (copy.length < body.length) writeFileSync(`${path}${suffix}`, copy);
    else rmSync(`${path}${suffix}`, { force: true });
  }
  return {
    bytes: body.length,
    brotli: Math.min(brotli.length, body.length),
    gzip: Math.min(gzip.length, body.length),
  };
}

/**
 * Copies the compressed copies of the same file in an earlier build when its
 * bytes are the same (hashed assets, unchanged pages); null when they differ.
 */
function reuseCopies(path: string, previous: string): CompressedSizes | null {
  if (!compressible.has(extname(path)) || !existsSync(previous)) return null;
  const body = readFileSync(path);
  if (body.length <= minimumBytes || !body.equals(readFileSync(previous))) return null;
  const sizes = { bytes: body.length, brotli: body.length, gzip: body.length };
  for (const [suffix, key] of [
    [".br", "brotli"],
    [".gz", "gzip"],
  ] as const) {
    if (existsSync(`${previous}${suffix}`)) {
      copyFileSync(`${previous}${suffix}`, `${path}${suffix}`);
      sizes[key] = statSync(`${path}${suffix}`).size;
    } else rmSync(`${path}${suffix}`, { force: true });
  }
  return sizes;
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file over 1 KB in
 * `root`; with `reuseRoot` (an earlier build's public folder, made by the same
 * code), a file whose bytes are unchanged takes that build's copies instead
 * (the same bytes, without compressing again).
 */
export function precompressDirectory(
  root: string,
  reuseRoot: string | null = null,
): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of walk(root)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const reused =
      reuseRoot === null ? null : reuseCopies(path, join(reuseRoot, relative(root, path)));
    const sizes = reused ?? precompressFile(path);
    if (!sizes) continue;
    summary.files += 1;
    summary.bytes += sizes.bytes;
    summary.brotli += sizes.brotli;
    summary.gzip += sizes.gzip;
  }
  return summary;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function precompressSite(root: string): void {
  const buildDir = dirname(root);
  // The compressors' settings and versions: copies made by other ones are not reused.
  const key = outputKey(
    [process.versions.zlib, process.versions.brotli],
    [new URL(import.meta.url).pathname],
  );
  const previous = reusableBuildDir();
  const reuseRoot =
    previous !== null && readKeys(previous, "precompress").settings === key
      ? join(previous, "client")
      : null;
  const summary = precompressDirectory(root, reuseRoot);
  writeKeys(buildDir, "precompress", { settings: key });
  console.log(
    `precompressed ${summary.files} files in ${root}${reuseRoot ? " (unchanged ones copied from the live build)" : ""}: ${kib(summary.bytes)} -> ${kib(summary.brotli)} brotli, ${kib(summary.gzip)} gzip`,
  );
}
