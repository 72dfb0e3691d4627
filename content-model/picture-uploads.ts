/**
 * What the editor takes as an uploaded picture, one rule for the editor's
 * picture field (keystatic/picture-field.tsx, judging a chosen file by its
 * name and size before a save), the server (server/staff/editor-images.ts,
 * judging the bytes a save carries) and the build's pictures step
 * (scripts/build/images.ts, judging every picture of the content): JPEG, PNG
 * or WebP, at most 20 MB as sent and 40 megapixels; a larger photo is
 * scaled down on arrival to what the site uses
 * (docs/decisions/141-pictures-scaled-on-arrival-and-capped-in-pixels.md).
 */

/** What a phone's photo can weigh (a 50-megapixel JPEG is under 20 MB); it is scaled down on arrival. */
export const pictureUploadMaxBytes = 20 * 1024 * 1024;

/**
 * The most pixels a picture may have: a 40-megapixel photo (7,700 × 5,200)
 * is decoded in about 160 MB; a 16,000 × 16,000 picture of 51 KB would cost
 * seconds and 250 MB for each of its variants in every build.
 */
export const pictureMaxPixels = 40_000_000;

/**
 * The longest side a picture is kept at: the site's widest variant is 1,920
 * pixels (scripts/build/images.ts), and a portrait photo 1,920 wide is 2,560
 * high. Larger pictures are scaled down to fit on arrival, as WordPress does
 * above its threshold of the same size.
 */
export const pictureLongestSide = 2560;

/** Each accepted format, as sharp names it, and the extension its file must have. */
export const pictureUploadFormats = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/** The extensions an uploaded picture's file may have. */
export const pictureUploadExtensions: ReadonlySet<string> = new Set([
  ...Object.values(pictureUploadFormats),
  "jpeg",
]);

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const grouped = (count: number) => count.toLocaleString("en-GB");

/** Why a file is refused, each a sentence about "this file". */
export const pictureUploadMessages = {
  notAPicture: "This file is not a picture the site can show: choose a JPEG, PNG or WebP photo.",
  badName: "This file's name cannot be used for a picture: choose the picture again.",
  damaged:
    "This picture could not be read to the end: its file may be damaged. Save it again on your phone or computer and upload it again.",
  tooLarge: (maxBytes: number) =>
    `This file is larger than ${megabytes(maxBytes)} MB: choose a smaller photo, or share it from your phone at a smaller size.`,
  tooManyPixels: (width: number, height: number) =>
    `This picture is ${grouped(width)} × ${grouped(height)} pixels, more than the ${grouped(pictureMaxPixels / 1_000_000)} megapixels the site can use: choose a smaller picture.`,
  misnamed: (format: string, extension: string) =>
    `This file is a ${format.toUpperCase()} picture but its name ends in something else: name it .${extension} and choose it again.`,
} as const;

/** Whether a picture of this size is over the pixel cap. */
export function hasTooManyPixels(width: number, height: number): boolean {
  return width * height > pictureMaxPixels;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Why a chosen file cannot be uploaded, judged by its name and size, or
 * undefined. Its bytes are judged by the server when the save arrives.
 */
export function uploadProblem(fileName: string, byteLength: number): string | undefined {
  if (byteLength > pictureUploadMaxBytes)
    return pictureUploadMessages.tooLarge(pictureUploadMaxBytes);
  if (!pictureUploadExtensions.has(extensionOf(fileName))) return pictureUploadMessages.notAPicture;
  return undefined;
}

/**
 * The file name an uploaded picture is saved under: its own name made a
 * picture name (lower-case letters, digits and hyphens, as
 * `imageNamePattern` wants), a tag that keeps two uploads from sharing a name
 * ("IMG_0001.JPG" twice), and its extension in lower case.
 */
export function uploadFileName(originalName: string, tag: string): string {
  const dot = originalName.lastIndexOf(".");
  const stem =
    originalName
      .slice(0, dot < 0 ? undefined : dot)
      .normalize("NFKD")
      // Accents apart from their letters ("Ọ́lá" → "Ola"), then dropped.
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 40)
      .replace(/^-+|-+$/g, "") || "picture";
  return `${stem}-${tag}.${extensionOf(originalName)}`;
}

/** How the name of an uploaded picture ends (without its extension): a hyphen and its tag. */
export const uploadedNameEnd = /-[0-9a-f]{6}$/;

/** Six random hexadecimal digits: the tag of an upload's file name. */
export function randomTag(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
