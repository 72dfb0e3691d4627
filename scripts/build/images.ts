import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import sharp from "sharp";
import {
  type ImageManifest,
  type ImageManifestEntry,
  imageNamePattern,
} from "#content-model/image-names.ts";
import { ContentError, type ContentProblem } from "#content-model/load.ts";
import {
  hasTooManyPixels,
  pictureMaxPixels,
  pictureUploadMessages,
} from "#content-model/picture-uploads.ts";

/**
 * The image pipeline, run before the prerender (scripts/build/build-images.ts).
 * Every picture under content/ is a source, named by its path without the
 * extension. A photo (JPEG, PNG, WebP, AVIF) becomes AVIF and WebP at every
 * width of the ladder up to its own, plus a JPEG (PNG when it has transparency)
 * fallback; an SVG drawing is copied as it is (a raster copy would be larger
 * and blurrier). Width and height come from the file, so content never states
 * them. docs/decisions/015-image-pipeline.md.
 */

const rasterExtensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif"]);
const imageExtensions = new Set([...rasterExtensions, ".svg"]);

/** Widths made for a photo; each use's `sizes` lets the browser fetch one of them. */
export const widthLadder = [160, 320, 480, 640, 960, 1280, 1920] as const;
const fallbackMaxWidth = 1280;
const encoderSettings = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 76 },
  jpeg: { quality: 78, mozjpeg: true },
} as const;

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Each image name and its source file. When a photo and an SVG share a name,
 * the photo wins: an editor replaces a drawing by dropping a photo beside it.
 */
export function findImageSources(contentDir: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of walk(contentDir)) {
    const extension = extname(file).toLowerCase();
    if (!imageExtensions.has(extension)) continue;
    const name = relative(contentDir, file).slice(0, -extension.length).split(sep).join("/");
    if (!imageNamePattern.test(name)) {
      throw new Error(
        `${file}: image names are lower-case letters, digits and dashes (rename it, e.g. ${name.toLowerCase().replace(/[^a-z0-9/]+/g, "-")})`,
      );
    }
    const existing = sources.get(name);
    if (!existing) {
      sources.set(name, file);
      continue;
    }
    const existingIsRaster = rasterExtensions.has(extname(existing).toLowerCase());
    const isRaster = rasterExtensions.has(extension);
    if (existingIsRaster && isRaster) {
      throw new Error(`two photos are named ${name}: ${existing} and ${file}; keep one`);
    }
    if (isRaster) sources.set(name, file);
  }
  return sources;
}

/** The ladder's widths up to the source's own, and the source's own width between two steps. */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = widthLadder.filter((width) => width <= sourceWidth);
  const largest = widthLadder[widthLadder.length - 1] ?? sourceWidth;
  if (sourceWidth < largest && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

type Output = { directory: string; urlPrefix: string };

async function svgEntry(name: string, file: string, hash: string, output: Output) {
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`${file}: an SVG needs a width and height or a viewBox`);
  const target = join(output.directory, `${name}.svg`);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
  return { width, height, src: `${output.urlPrefix}/${name}.svg`, hash };
}

async function rasterEntry(
  name: string,
  file: string,
  hash: string,
  output: Output,
): Promise<ImageManifestEntry> {
  const source = sharp(file, { limitInputPixels: pictureMaxPixels }).rotate();
  const metadata = await source.metadata();
  // EXIF orientations 5-8 turn the picture a quarter: its width is its height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (!width || !height) throw new Error(`${file}: could not read the picture's size`);
  const widths = variantWidths(width);
  const base = join(output.directory, name);
  mkdirSync(dirname(base), { recursive: true });
  const url = (w: number, format: string) => `${output.urlPrefix}/${name}-${w}.${format}`;
  await Promise.all(
    widths.flatMap((w) => [
      source.clone().resize({ width: w }).avif(encoderSettings.avif).toFile(`${base}-${w}.avif`),
      source.clone().resize({ width: w }).webp(encoderSettings.webp).toFile(`${base}-${w}.webp`),
    ]),
  );
  const fallbackWidth = Math.max(...widths.filter((w) => w <= fallbackMaxWidth), widths[0] ?? 0);
  const fallbackFormat = metadata.hasAlpha ? "png" : "jpg";
  const fallback = source.clone().resize({ width: fallbackWidth });
  await (fallbackFormat === "png"
    ? fallback.png({ palette: true })
    : fallback.jpeg(encoderSettings.jpeg)
  ).toFile(`${base}-${fallbackWidth}.${fallbackFormat}`);
  const srcSet = (format: string) => widths.map((w) => `${url(w, format)} ${w}w`).join(", ");
  return {
    width,
    height,
    src: url(fallbackWidth, fallbackFormat),
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
    hash,
  };
}

/** The files an entry points to, on disk under the output directory. */
export function entryFiles(entry: ImageManifestEntry, output: Output): string[] {
  const urls = [
    entry.src,
    ...(entry.sources ?? []).flatMap((source) =>
      source.srcSet.split(", ").map((candidate) => candidate.split(" ")[0] as string),
    ),
  ];
  return urls.map((url) => join(output.directory, url.slice(output.urlPrefix.length + 1)));
}

/**
 * Makes every image's variants and returns the manifest. An image whose source
 * has not changed since `previous` and whose files are all there is not
 * encoded again (AVIF is slow). An image named in `unpublished` (a child's
 * portrait the family did not agree to publish) is not made at all, so the
 * site holds no copy of it; it is returned in `withheld` when its file exists.
 */
export async function buildImages(
  contentDir: string,
  output: Output,
  previous: ImageManifest = {},
  unpublished: ReadonlySet<string> = new Set(),
): Promise<{ manifest: ImageManifest; encoded: string[]; withheld: string[] }> {
  const manifest: ImageManifest = {};
  const encoded: string[] = [];
  const withheld: string[] = [];
  const sources = [...findImageSources(contentDir)].sort();
  const oversized = await picturesOverPixelCap(contentDir, sources);
  if (oversized.length > 0) throw new ContentError(oversized);
  for (const [name, file] of sources) {
    if (unpublished.has(name)) {
      withheld.push(name);
      continue;
    }
    // The settings are part of the hash: a new ladder or quality encodes everything again.
    const hash = createHash("sha1")
      .update(readFileSync(file))
      .update(JSON.stringify({ widthLadder, fallbackMaxWidth, encoderSettings }))
      .digest("hex");
    const known = previous[name];
    if (known?.hash === hash && entryFiles(known, output).every((path) => existsSync(path))) {
      manifest[name] = known;
      continue;
    }
    manifest[name] =
      extname(file).toLowerCase() === ".svg"
        ? await svgEntry(name, file, hash, output)
        : await rasterEntry(name, file, hash, output);
    encoded.push(name);
  }
  removeStaleFiles(manifest, output);
  return { manifest, encoded, withheld };
}

/**
 * Pictures with more pixels than the site can use (the editor's cap, which
 * a picture put in the content folder another way can pass): read from each
 * file's header before anything is decoded, since decoding a 16,000 ×
 * 16,000 picture of 51 KB costs seconds and 250 MB for each variant.
 */
async function picturesOverPixelCap(
  contentDir: string,
  sources: readonly [string, string][],
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const [, file] of sources) {
    if (!rasterExtensions.has(extname(file).toLowerCase())) continue;
    const { width = 0, height = 0 } = await sharp(file, { limitInputPixels: false }).metadata();
    if (hasTooManyPixels(width, height)) {
      const relativeFile = relative(contentDir, file).split(sep).join("/");
      problems.push({
        file: relativeFile,
        field: "",
        reason: pictureUploadMessages.tooManyPixels(width, height),
      });
    }
  }
  return problems;
}

/** Deletes variants no picture uses any more (a removed photo, an old width). */
function removeStaleFiles(manifest: ImageManifest, output: Output): void {
  if (!existsSync(output.directory)) return;
  const used = new Set(Object.values(manifest).flatMap((entry) => entryFiles(entry, output)));
  for (const file of walk(output.directory)) if (!used.has(file)) rmSync(file);
}
