/**
 * Writes brotli and gzip copies of the built site's text files, so the server
 * sends them without compressing on each request (the last step of
 * scripts/build/site-build-steps.ts, step "finish").
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
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
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

/** The file's bytes if it is compressible text over 1 KB, else null. */
function compressibleBody(path: string): Buffer | null {
  if (!compressible.has(extname(path))) return null;
  const body = readFileSync(path);
  return body.length <= minimumBytes ? null : body;
}

const brotliSettings = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const gzipSettings = { level: 9 };

/**
 * Writes `file.br` and `file.gz` beside one file if it is compressible text
 * over 1 KB. Returns its size and its copies' sizes, or null if it was skipped.
 */
export function precompressFile(path: string): CompressedSizes | null {
  const body = compressibleBody(path);
  if (!body) return null;
  return writeCopies(
    path,
    body,
    brotliCompressSync(body, brotliSettings(body)),
    gzipSync(body, gzipSettings),
  );
}

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/**
 * `precompressFile` with the compressing done on libuv's threads, so a
 * build's files are compressed on every core at once; the same settings,
 * so the same bytes.
 */
async function precompressFileInPool(path: string): Promise<CompressedSizes | null> {
  const body = compressibleBody(path);
  if (!body) return null;
  const [brotli, gzipped] = await Promise.all([
    brotliInPool(body, brotliSettings(body)),
    gzipInPool(body, gzipSettings),
  ]);
  return writeCopies(path, body, brotli, gzipped);
}

function writeCopies(path: string, body: Buffer, brotli: Buffer, gzip: Buffer): CompressedSizes {
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
export async function precompressDirectory(
  root: string,
  reuseRoot: string | null = null,
): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const files = walk(root).filter((path) => !path.endsWith(".br") && !path.endsWith(".gz"));
  let next = 0;
  // As many files in hand as libuv has threads (4 by default): every core busy, memory bounded.
  const workers = Array.from({ length: 4 }, async () => {
    for (let path = files[next++]; path !== undefined; path = files[next++]) {
      const reused =
        reuseRoot === null ? null : reuseCopies(path, join(reuseRoot, relative(root, path)));
      const sizes = reused ?? (await precompressFileInPool(path));
      if (!sizes) continue;
      summary.files += 1;
      summary.bytes += sizes.bytes;
      summary.brotli += sizes.brotli;
      summary.gzip += sizes.gzip;
    }
  });
  await Promise.all(workers);
  return summary;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function precompressSite(root: string): Promise<void> {
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
  const summary = await precompressDirectory(root, reuseRoot);
  writeKeys(buildDir, "precompress", { settings: key });
  console.log(
    `precompressed ${summary.files} files in ${root}${reuseRoot ? " (unchanged ones copied from the live build)" : ""}: ${kib(summary.bytes)} -> ${kib(summary.brotli)} brotli, ${kib(summary.gzip)} gzip`,
  );
}
