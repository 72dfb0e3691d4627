import sharp from "sharp";
import { expect, test } from "vitest";
import { pictureLongestSide } from "#content-model/picture-uploads.ts";
import { pngClaiming } from "#tests/support/oversized-picture.ts";
import { acceptEditorImage } from "./editor-images.ts";

const megabyte = 1024 * 1024;

async function photoWithLocation(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c84" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Camera", Model: "Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 26/1 0/1" },
    })
    .toBuffer();
}

test("a picture keeps its pixels and loses its EXIF and location", async () => {
  const photo = await photoWithLocation();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const verdict = await acceptEditorImage(photo, megabyte, "hub/team/ada.jpg");
  if (!verdict.ok) throw new Error(verdict.reason);
  const metadata = await sharp(verdict.contents).metadata();
  expect(metadata.exif).toBeUndefined();
  expect([metadata.width, metadata.height, metadata.format]).toEqual([40, 30, "jpeg"]);
});

test("a phone photo larger than the site uses is scaled down to fit on arrival, its location still removed", async () => {
  const photo = await photoWithLocation(3000, 1500);
  const verdict = await acceptEditorImage(photo, 20 * megabyte, "hub/team/ada.jpg");
  if (!verdict.ok) throw new Error(verdict.reason);
  const metadata = await sharp(verdict.contents).metadata();
  expect([metadata.width, metadata.height, metadata.exif]).toEqual([
    pictureLongestSide,
    pictureLongestSide / 2,
    undefined,
  ]);
  expect(verdict.arrived).toEqual({ width: 3000, height: 1500 });
  expect(verdict.kept).toEqual({ width: pictureLongestSide, height: pictureLongestSide / 2 });
});

test("a picture of more pixels than the site can use is refused from its header, in words", async () => {
  // A 90-byte PNG whose header says 16,000 × 16,000: decoded, it would take a gigabyte.
  const huge = await pngClaiming(16000, 16000);
  expect(huge.byteLength).toBeLessThan(100);
  const verdict = await acceptEditorImage(huge, 20 * megabyte, "hub/team/ada.png");
  expect(verdict).toEqual({
    ok: false,
    reason:
      "This picture is 16,000 × 16,000 pixels, more than the 40 megapixels the site can use: choose a smaller picture.",
  });
});

test("a file that is not a picture is refused whatever its name", async () => {
  const verdict = await acceptEditorImage(
    new TextEncoder().encode("<svg onload=x>"),
    megabyte,
    "a.png",
  );
  expect(verdict).toEqual({
    ok: false,
    reason: "This file is not a picture the site can show: choose a JPEG, PNG or WebP photo.",
  });
});

test("a picture named as another format is refused with the right name", async () => {
  const verdict = await acceptEditorImage(await photoWithLocation(), megabyte, "a.png");
  expect(verdict).toEqual({
    ok: false,
    reason:
      "This file is a JPEG picture but its name ends in something else: name it .jpg and choose it again.",
  });
});

test("a picture over the size cap is refused before it is read", async () => {
  const verdict = await acceptEditorImage(new Uint8Array(2 * megabyte), megabyte, "big.jpg");
  expect(verdict).toEqual({
    ok: false,
    reason:
      "This file is larger than 1 MB: choose a smaller photo, or share it from your phone at a smaller size.",
  });
});

test("a picture whose name the build could not use is refused", async () => {
  const photo = await photoWithLocation();
  for (const file of ["hub/team/Ada Obi.jpg", "hub/team/ada", "../ada.jpg"]) {
    const verdict = await acceptEditorImage(photo, megabyte, file);
    expect(verdict, file).toEqual({
      ok: false,
      reason: "This file's name cannot be used for a picture: choose the picture again.",
    });
  }
});
