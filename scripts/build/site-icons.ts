import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/**
 * The icons browsers and phones ask for at the site's root whatever a page
 * links (issue 32, item 23): `favicon.ico` (old browsers, RSS readers, link
 * previews) and `apple-touch-icon.png` (an iPhone's home screen), both drawn
 * from the site's mark, `public/favicon.svg`, so the mark is drawn once.
 * Pages link only the SVG: browsers without SVG icons ask for /favicon.ico,
 * and iOS for /apple-touch-icon.png, at the root by convention, so linking
 * them would add bytes to every page for nothing.
 */

/** The mark the icons are drawn from: the page's own SVG icon. */
export const siteMarkFile = "public/favicon.svg";

/** The sizes Windows and browsers pick from in a favicon.ico. */
export const faviconSizes = [16, 32, 48] as const;

/** An iPhone's home-screen icon: 180 px square, opaque (iOS rounds the corners itself). */
export const appleTouchIconSize = 180;

/**
 * An ICO file holding PNG images, one per size: the 6-byte header, a 16-byte
 * entry per image (its size, 32 bits per pixel, where its bytes are), then
 * the PNGs as they are, which every browser and Windows since Vista read.
 */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    // 0 stands for 256, the largest size an entry can name.
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The mark at `size` px square, as a PNG with its transparent corners. */
function markPng(mark: Buffer, size: number): Promise<Buffer> {
  return sharp(mark, { density: 72 * Math.max(1, size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * The home-screen icon: the mark filled to its square with its own
 * background colour (read from the middle of its top edge, inside the rounded
 * corners), since iOS shows transparency as black.
 */
async function appleTouchIcon(mark: Buffer): Promise<Buffer> {
  const size = appleTouchIconSize;
  const { data, info } = await sharp(await markPng(mark, size))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (Math.floor(size / 2) + size * 2) * info.channels;
  const background = { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
  return sharp(await markPng(mark, size))
    .flatten({ background })
    .png()
    .toBuffer();
}

/** Both icons drawn from the mark's SVG source. */
export async function drawSiteIcons(mark: Buffer): Promise<{ ico: Buffer; appleTouch: Buffer }> {
  const images = await Promise.all(
    faviconSizes.map(async (size) => ({ size, png: await markPng(mark, size) })),
  );
  return { ico: icoOf(images), appleTouch: await appleTouchIcon(mark) };
}

/** Writes favicon.ico and apple-touch-icon.png at the root of the built site. */
export async function writeSiteIcons(siteDir: string): Promise<void> {
  const { ico, appleTouch } = await drawSiteIcons(readFileSync(siteMarkFile));
  writeFileSync(join(siteDir, "favicon.ico"), ico);
  writeFileSync(join(siteDir, "apple-touch-icon.png"), appleTouch);
}
