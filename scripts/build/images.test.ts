import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test } from "vitest";
import { pngClaiming } from "#tests/support/oversized-picture.ts";
import { buildImages, findImageSources, variantWidths } from "./images.ts";

let root: string;
let content: string;
let output: { directory: string; urlPrefix: string };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "images-"));
  content = join(root, "content");
  output = { directory: join(root, "out"), urlPrefix: "/generated/images" };
  mkdirSync(join(content, "hub", "team"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const drawing = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><circle cx="10" cy="10" r="5"/></svg>`;
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#8d5524" } })
    .jpeg()
    .toBuffer();

test("a photo dropped beside a drawing of the same name replaces it", async () => {
  writeFileSync(join(content, "hub", "team", "ada.svg"), drawing(704, 704));
  writeFileSync(join(content, "hub", "team", "ada.jpg"), await photo(600, 800));
  writeFileSync(join(content, "hub", "team", "obi.svg"), drawing(704, 704));
  const sources = findImageSources(content);
  expect(sources.get("hub/team/ada")).toMatch(/ada\.jpg$/);
  expect(sources.get("hub/team/obi")).toMatch(/obi\.svg$/);
});

test("two photos with one name, or a name with capitals or spaces, stop the build", async () => {
  writeFileSync(join(content, "hub", "a.jpg"), await photo(10, 10));
  writeFileSync(join(content, "hub", "a.png"), await photo(10, 10));
  expect(() => findImageSources(content)).toThrow(/two photos are named hub\/a/);
  rmSync(join(content, "hub", "a.png"));
  writeFileSync(join(content, "hub", "My Photo.jpg"), await photo(10, 10));
  expect(() => findImageSources(content)).toThrow(/lower-case/);
});

test("a picture of more pixels than the site can use stops the build before anything is encoded, named with its size in words", async () => {
  writeFileSync(join(content, "hub", "team", "ada.jpg"), await photo(40, 40));
  writeFileSync(join(content, "hub", "team", "huge.png"), await pngClaiming(16000, 16000));
  await expect(buildImages(content, output)).rejects.toMatchObject({
    problems: [
      {
        file: "hub/team/huge.png",
        field: "",
        reason:
          "This picture is 16,000 × 16,000 pixels, more than the 40 megapixels the site can use: choose a smaller picture.",
      },
    ],
  });
  expect(existsSync(output.directory)).toBe(false);
});

test("the ladder stops at the photo's own width, which it includes", () => {
  expect(variantWidths(2400)).toEqual([160, 320, 480, 640, 960, 1280, 1920]);
  expect(variantWidths(1200)).toEqual([160, 320, 480, 640, 960, 1200]);
  expect(variantWidths(640)).toEqual([160, 320, 480, 640]);
  expect(variantWidths(100)).toEqual([100]);
});

test("a photo becomes AVIF and WebP at each width plus a JPEG fallback, with its size", async () => {
  writeFileSync(join(content, "hub", "team", "ada.jpg"), await photo(700, 900));
  const { manifest } = await buildImages(content, output);
  const entry = manifest["hub/team/ada"];
  expect(entry).toMatchObject({
    width: 700,
    height: 900,
    src: "/generated/images/hub/team/ada-700.jpg",
  });
  expect(entry?.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
  expect(entry?.sources?.[0]?.srcSet).toBe(
    [160, 320, 480, 640, 700]
      .map((w) => `/generated/images/hub/team/ada-${w}.avif ${w}w`)
      .join(", "),
  );
  for (const file of [
    "ada-160.avif",
    "ada-640.avif",
    "ada-160.webp",
    "ada-640.webp",
    "ada-700.jpg",
  ]) {
    expect(existsSync(join(output.directory, "hub", "team", file)), file).toBe(true);
  }
  const webp = await sharp(join(output.directory, "hub", "team", "ada-320.webp")).metadata();
  expect(webp).toMatchObject({ format: "webp", width: 320, height: Math.round((320 * 900) / 700) });
});

test("a drawing stays an SVG, with the size its viewBox gives", async () => {
  writeFileSync(join(content, "hub", "map.svg"), drawing(560, 460));
  const { manifest } = await buildImages(content, output);
  expect(manifest["hub/map"]).toMatchObject({
    width: 560,
    height: 460,
    src: "/generated/images/hub/map.svg",
  });
  expect(manifest["hub/map"]?.sources).toBeUndefined();
  expect(existsSync(join(output.directory, "hub", "map.svg"))).toBe(true);
});

test("an unchanged source is not encoded again; a changed one is", async () => {
  writeFileSync(join(content, "hub", "team", "ada.jpg"), await photo(400, 400));
  const first = await buildImages(content, output);
  expect(first.encoded).toEqual(["hub/team/ada"]);
  const second = await buildImages(content, output, first.manifest);
  expect(second.encoded).toEqual([]);
  writeFileSync(join(content, "hub", "team", "ada.jpg"), await photo(500, 400));
  const third = await buildImages(content, output, second.manifest);
  expect(third.encoded).toEqual(["hub/team/ada"]);
  expect(third.manifest["hub/team/ada"]?.width).toBe(500);
});

test("variants of a picture that was removed are deleted", async () => {
  writeFileSync(join(content, "hub", "team", "ada.jpg"), await photo(200, 200));
  const first = await buildImages(content, output);
  rmSync(join(content, "hub", "team", "ada.jpg"));
  writeFileSync(join(content, "hub", "team", "ada.svg"), drawing(704, 704));
  await buildImages(content, output, first.manifest);
  expect(existsSync(join(output.directory, "hub", "team", "ada-160.avif"))).toBe(false);
  expect(existsSync(join(output.directory, "hub", "team", "ada.svg"))).toBe(true);
});

test("a picture the site may not publish is not built, and a copy from an earlier build is removed", async () => {
  writeFileSync(join(content, "hub", "team", "ada.jpg"), await photo(320, 320));
  writeFileSync(join(content, "hub", "team", "obi.svg"), drawing(704, 704));
  const first = await buildImages(content, output);
  expect(existsSync(join(output.directory, "hub", "team", "ada-320.webp"))).toBe(true);
  const second = await buildImages(content, output, first.manifest, new Set(["hub/team/ada"]));
  expect(second.withheld).toEqual(["hub/team/ada"]);
  expect(Object.keys(second.manifest)).toEqual(["hub/team/obi"]);
  expect(existsSync(join(output.directory, "hub", "team", "ada-320.webp"))).toBe(false);
});
