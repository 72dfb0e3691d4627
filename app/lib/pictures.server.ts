import { existsSync, readFileSync } from "node:fs";
import type { ContentImage } from "#content-model/blocks.ts";
import { type ImageManifest, imageOutput, isImageName } from "#content-model/image-names.ts";

/**
 * Loaders pass their page content through `withPictures` at prerender: every
 * image given by name gets the files the build made for it (its address, size
 * and AVIF/WebP sources) from the manifest. The manifest stays in Node; the
 * browser only receives each picture's own fields in the page's data.
 */

let cached: ImageManifest | undefined;

function imageManifest(): ImageManifest {
  if (cached) return cached;
  if (!existsSync(imageOutput.manifest)) {
    throw new Error(
      `No image manifest at ${imageOutput.manifest}: run tsx scripts/build/site-build-steps.ts`,
    );
  }
  cached = JSON.parse(readFileSync(imageOutput.manifest, "utf8")) as ImageManifest;
  return cached;
}

/** One content image with the build's files; an address that is not a name is kept as given. */
export function resolvePicture(
  image: ContentImage,
  manifest: ImageManifest = imageManifest(),
): ContentImage {
  if (!isImageName(image.src)) return image;
  const entry = manifest[image.src];
  if (!entry) {
    throw new Error(
      `No picture named ${image.src} under content/ (add content/${image.src}.svg, .jpg or .png)`,
    );
  }
  return {
    src: entry.src,
    alt: image.alt,
    width: entry.width,
    height: entry.height,
    ...(entry.sources ? { sources: entry.sources } : {}),
  };
}

const isContentImage = (value: object): value is ContentImage =>
  "src" in value && "alt" in value && typeof value.src === "string";

/** The same data with every content image in it resolved, at any depth. */
export function withPictures<T>(data: T, manifest?: ImageManifest): T {
  if (Array.isArray(data)) return data.map((item) => withPictures(item, manifest)) as T;
  if (data === null || typeof data !== "object") return data;
  if (isContentImage(data)) return resolvePicture(data, manifest) as T;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, withPictures(value, manifest)]),
  ) as T;
}
