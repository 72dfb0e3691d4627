/**
 * A content image is named by its path under content/ without an extension
 * ("hub/team/chinedu-eze"); the build finds the file (a photo beats a drawing
 * of the same name) and makes its variants. Anything else is an address used
 * as it is: a path on this site ("/images/x.svg") or a media host's URL.
 */
export const imageNamePattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function isImageName(src: string): boolean {
  return imageNamePattern.test(src);
}

export type PictureReference = { field: string; name: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Every picture given by name in one file's data, with the field that names it. */
export function picturesNamedIn(
  data: unknown,
  field: (string | number)[] = [],
): PictureReference[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => picturesNamedIn(item, [...field, index]));
  }
  if (!isRecord(data)) return [];
  const { src } = data;
  // The shape of a picture in every schema (blocks.ts): its name or address, and its alt text.
  if (typeof src === "string" && "alt" in data && isImageName(src)) {
    return [{ field: [...field, "src"].join("."), name: src }];
  }
  return Object.entries(data).flatMap(([key, value]) => picturesNamedIn(value, [...field, key]));
}

/** One entry of the image manifest the build writes (scripts/build/images.ts). */
export type ImageManifestEntry = {
  /** Intrinsic size of the source, for width and height attributes. */
  width: number;
  height: number;
  /** The file an <img> loads: the SVG itself, or a JPEG/PNG fallback of a photo. */
  src: string;
  /** Modern formats of a photo, best first, as `srcset` lists. */
  sources?: { type: "image/avif" | "image/webp"; srcSet: string }[];
  /** SHA-1 of the source file and the encoder settings, to skip encoding it again when neither changed. */
  hash: string;
};

export type ImageManifest = Record<string, ImageManifestEntry>;

/** Where the build writes the variants (served from `/generated/images/`) and the manifest. */
export const imageOutput = {
  directory: "public/generated/images",
  urlPrefix: "/generated/images",
  manifest: ".generated/image-manifest.json",
} as const;
