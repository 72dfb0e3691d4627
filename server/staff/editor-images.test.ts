import sharp from "sharp";
import { expect, test } from "vitest";
import { acceptEditorImage } from "./editor-images.ts";

const megabyte = 1024 * 1024;

async function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#c84" } })
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

test("a file that is not a picture is refused whatever its name", async () => {
  const verdict = await acceptEditorImage(
    new TextEncoder().encode("<svg onload=x>"),
    megabyte,
    "a.png",
  );
  expect(verdict).toEqual({ ok: false, reason: "a.png: not a picture (JPEG, PNG or WebP)" });
});

test("a picture named as another format is refused with the right name", async () => {
  const verdict = await acceptEditorImage(await photoWithLocation(), megabyte, "a.png");
  expect(verdict).toEqual({ ok: false, reason: "a.png: the file is a jpeg picture: name it .jpg" });
});

test("a picture over the size cap is refused before it is read", async () => {
  const verdict = await acceptEditorImage(new Uint8Array(2 * megabyte), megabyte, "big.jpg");
  expect(verdict).toEqual({ ok: false, reason: "big.jpg: a picture may be at most 1 MB" });
});

test("a picture whose name the build could not use is refused", async () => {
  const photo = await photoWithLocation();
  for (const file of ["hub/team/Ada Obi.jpg", "hub/team/ada", "../ada.jpg"]) {
    const verdict = await acceptEditorImage(photo, megabyte, file);
    expect(verdict, file).toEqual({
      ok: false,
      reason: `${file}: a picture's file name is lower-case letters, digits and hyphens, and its extension`,
    });
  }
});
