import sharp from "sharp";
import { isImageName } from "#schemas/content/image-names.ts";
import { pictureUploadFormats, pictureUploadMessages } from "#schemas/content/picture-uploads.ts";

/**
 * Pictures staff upload in the editor: judged by their bytes (not their
 * name), at most `maxBytes`, and written again without their metadata (EXIF,
 * GPS location, XMP), turned upright first. The build's image pipeline
 * (scripts/build/build-images.ts) then makes their variants as for any picture.
 */

type ImageFormat = keyof typeof pictureUploadFormats;

export type ImageVerdict =
  | { ok: true; contents: Uint8Array; format: ImageFormat }
  | { ok: false; reason: string };

export async function acceptEditorImage(
  contents: Uint8Array,
  maxBytes: number,
  file: string,
): Promise<ImageVerdict> {
  const extensionAt = file.lastIndexOf(".");
  // The build names a picture by its path without extension (schemas/content/image-names.ts).
  if (extensionAt < 0 || !isImageName(file.slice(0, extensionAt))) {
    return { ok: false, reason: `${file}: ${pictureUploadMessages.badName}` };
  }
  if (contents.byteLength > maxBytes) {
    return { ok: false, reason: `${file}: ${pictureUploadMessages.tooLarge(maxBytes)}` };
  }
  let format: string | undefined;
  try {
    format = (await sharp(contents).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format === undefined || !(format in pictureUploadFormats)) {
    return { ok: false, reason: `${file}: ${pictureUploadMessages.notAPicture}` };
  }
  const extension = file.slice(extensionAt + 1).toLowerCase();
  const expected = pictureUploadFormats[format as ImageFormat];
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
