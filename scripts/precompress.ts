/**
 * Writes brotli and gzip copies of the built site's text files, so the server
 * sends them without compressing on each request.
 *   tsx scripts/precompress.ts
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientBuildDir } from "./build-dir.ts";

const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".map"]);
const minimumBytes = 1024;

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const root = clientBuildDir();
let files = 0;
let before = 0;
let afterBrotli = 0;
for (const path of walk(root)) {
  if (!compressible.has(extname(path))) continue;
  const body = readFileSync(path);
  if (body.length < minimumBytes) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  afterBrotli += brotli.length;
}
console.log(
  `precompressed ${files} files in ${root}: ${(before / 1024).toFixed(1)} KiB -> ${(afterBrotli / 1024).toFixed(1)} KiB brotli`,
);
