import { access } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { isImageName } from "#content-model/image-names.ts";
import { pictureMaxPixels } from "#content-model/picture-uploads.ts";
import { passesThroughLink } from "#server/content/content-writes.ts";

/**
 * A small picture of the one a content field names, for the editor's picture
 * field (issue 32, item 9: the form showed only the name "hub/team/ada-obi").
 * Found as the build finds it (docs/decisions/015: a photo beats a drawing of
 * the same name) and always drawn again by sharp as a WebP at most
 * `previewSide` pixels wide, so a drawing's SVG, which could carry a script,
 * never reaches the browser as it is.
 */

export const previewSide = 320;

/** The extensions the build reads a picture from, a photo's before a drawing's. */
const extensions = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"];

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The preview's bytes, or null when the content has no picture of that name. */
export async function picturePreview(contentDir: string, name: string): Promise<Buffer | null> {
  if (!isImageName(name)) return null;
  for (const extension of extensions) {
    const file = `${name}${extension}`;
    const path = join(contentDir, file);
    if (!(await exists(path)) || (await passesThroughLink(contentDir, file))) continue;
    try {
      return await sharp(path, { limitInputPixels: pictureMaxPixels })
        .rotate()
        .resize({
          width: previewSide,
          height: previewSide,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 70 })
        .toBuffer();
    } catch {
      // A file sharp cannot read (or over the pixel cap) has no preview; the build names the problem.
      return null;
    }
  }
  return null;
}
