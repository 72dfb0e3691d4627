import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test } from "vitest";
import { appleTouchIconSize, drawSiteIcons, faviconSizes, siteMarkFile } from "./site-icons.ts";

const icons = await drawSiteIcons(readFileSync(siteMarkFile));

/** The images an ICO file holds, as its directory names them. */
function icoImages(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { named: ico.readUInt8(entry), png: ico.subarray(offset, offset + length) };
  });
}

test("favicon.ico holds the mark at every size a browser or Windows picks from", async () => {
  const images = icoImages(icons.ico);
  expect(images.map((image) => image.named)).toEqual([...faviconSizes]);
  for (const { named, png } of images) {
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: "png", width: named, height: named });
  }
});

test("the home-screen icon is the mark at 180 px with no transparent pixel", async () => {
  const { data, info } = await sharp(icons.appleTouch)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([appleTouchIconSize, appleTouchIconSize]);
  const alphas = data.filter((_, index) => index % info.channels === info.channels - 1);
  expect(Math.min(...alphas)).toBe(255);
  // Its corner takes the mark's own colour, not black or white.
  const corner = [...data.subarray(0, 3)];
  const middleTop = [...data.subarray(90 * info.channels, 90 * info.channels + 3)];
  expect(corner).toEqual(middleTop);
});
