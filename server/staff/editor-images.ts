import sharp from "sharp";

/**
 * Pictures staff upload in the editor: judged by their bytes (not their
 * name), at most `maxBytes`, and written again without their metadata (EXIF,
 * GPS location, XMP), turned upright first. The build's image pipeline
 * (scripts/build/build-images.ts) then makes their variants as for any picture.
 */

export const editorImageFormats = { jpeg: "jpg", png: "png", webp: "webp" } as const;
type ImageFormat = keyof typeof editorImageFormats;

export type ImageVerdict =
  | { ok: true; contents: Uint8Array; format: ImageFormat }
  | { ok: false; reason: string };

export async function acceptEditorImage(
  contents: Uint8Array,
  maxBytes: number,
  file: string,
): Promise<ImageVerdict> {
  if (contents.byteLength > maxBytes) {
    const megabytes = (maxBytes / 1024 / 1024).toFixed(0);
    return { ok: false, reason: `${file}: a picture may be at most ${megabytes} MB` };
  }
  let format: string | undefined;
  try {
    format = (await sharp(contents).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format === undefined || !(format in editorImageFormats)) {
    return { ok: false, reason: `${file}: not a picture (JPEG, PNG or WebP)` };
  }
  const extension = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
  const expected = editorImageFormats[format as ImageFormat];
  if (extension !== expected && !(format === "jpeg" && extension === "jpeg")) {
    return { ok: false, reason: `${file}: the file is a ${format} picture: name it .${expected}` };
  }
  // Without .withMetadata() sharp writes no EXIF, GPS or XMP; .rotate() applies the orientation first.
  const cleaned = await sharp(contents)
    .rotate()
    .toFormat(format as ImageFormat)
    .toBuffer();
  return { ok: true, contents: new Uint8Array(cleaned), format: format as ImageFormat };
}
