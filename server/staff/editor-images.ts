import sharp, { type Metadata, type OutputInfo } from "sharp";
import { isImageName } from "#content-model/image-names.ts";
import {
  hasTooManyPixels,
  pictureLongestSide,
  pictureMaxPixels,
  pictureUploadFormats,
  pictureUploadMessages,
} from "#content-model/picture-uploads.ts";

/**
 * Pictures staff upload in the editor: judged by their bytes (not their
 * name), at most `maxBytes` and `pictureMaxPixels` (read from the file's
 * header, before anything is decoded), turned upright, scaled down to fit
 * `pictureLongestSide` when larger (a phone's 12-megapixel photo becomes
 * 2,560 pixels on its longest side), and written again without their
 * metadata (EXIF, GPS location, XMP). The build's image pipeline
 * (scripts/build/images.ts) then makes their variants as for any picture.
 */

type ImageFormat = keyof typeof pictureUploadFormats;

export type ImageVerdict =
  | {
      ok: true;
      contents: Uint8Array;
      format: ImageFormat;
      /** The picture as it arrived and as it is kept (smaller when it was scaled down). */
      arrived: { width: number; height: number };
      kept: { width: number; height: number };
    }
  | { ok: false; reason: string };

export async function acceptEditorImage(
  contents: Uint8Array,
  maxBytes: number,
  file: string,
): Promise<ImageVerdict> {
  const extensionAt = file.lastIndexOf(".");
  // The build names a picture by its path without extension (content-model/image-names.ts).
  if (extensionAt < 0 || !isImageName(file.slice(0, extensionAt))) {
    return { ok: false, reason: pictureUploadMessages.badName };
  }
  if (contents.byteLength > maxBytes) {
    return { ok: false, reason: pictureUploadMessages.tooLarge(maxBytes) };
  }
  let header: Metadata | undefined;
  try {
    // The header only: a picture's pixels are not decoded until its size is known to be fine.
    header = await sharp(contents, { limitInputPixels: false }).metadata();
  } catch {
    header = undefined;
  }
  const format = header?.format;
  if (header === undefined || format === undefined || !(format in pictureUploadFormats)) {
    return { ok: false, reason: pictureUploadMessages.notAPicture };
  }
  const { width = 0, height = 0 } = header;
  if (hasTooManyPixels(width, height)) {
    return { ok: false, reason: pictureUploadMessages.tooManyPixels(width, height) };
  }
  const extension = file.slice(extensionAt + 1).toLowerCase();
  const expected = pictureUploadFormats[format as ImageFormat];
  if (extension !== expected && !(format === "jpeg" && extension === "jpeg")) {
    return { ok: false, reason: pictureUploadMessages.misnamed(format, expected) };
  }
  // Without .withMetadata() sharp writes no EXIF, GPS or XMP; .rotate() applies the orientation first.
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(contents, { limitInputPixels: pictureMaxPixels })
      .rotate()
      .resize({
        width: pictureLongestSide,
        height: pictureLongestSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toFormat(format as ImageFormat)
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A header that promises more than the file holds: a damaged or forged picture.
    return { ok: false, reason: pictureUploadMessages.damaged };
  }
  const { data, info } = encoded;
  // EXIF orientations 5-8 turn the picture a quarter: as it arrived, its width is its height.
  const turned = (header.orientation ?? 1) >= 5;
  return {
    ok: true,
    contents: new Uint8Array(data),
    format: format as ImageFormat,
    arrived: turned ? { width: height, height: width } : { width, height },
    kept: { width: info.width, height: info.height },
  };
}
