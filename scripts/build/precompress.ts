/**
 * Writes brotli and gzip copies of the built site's text files, so the server
 * sends them without compressing on each request.
 *   tsx scripts/precompress.ts
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientBuildDir } from "./build-dir.ts";

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

/** Writes `file.br` and `file.gz` beside every compressible file over 1 KB in `root`. */
export function precompressDirectory(root: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of walk(root)) {
    const sizes = precompressFile(path);
    if (!sizes) continue;
    summary.files += 1;
    summary.bytes += sizes.bytes;
    summary.brotli += sizes.brotli;
    summary.gzip += sizes.gzip;
  }
  return summary;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = clientBuildDir();
  const summary = precompressDirectory(root);
  console.log(
    `precompressed ${summary.files} files in ${root}: ${kib(summary.bytes)} -> ${kib(summary.brotli)} brotli, ${kib(summary.gzip)} gzip`,
  );
}
