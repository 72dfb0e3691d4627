import { expect, test } from "vitest";
import { isImageName } from "./image-names.ts";
import {
  pictureUploadMaxBytes,
  randomTag,
  uploadedNameEnd,
  uploadFileName,
  uploadProblem,
} from "./picture-uploads.ts";

test("an uploaded picture's file name is a picture name with its tag and its extension in lower case", () => {
  for (const [original, expected] of [
    ["IMG_0001.JPG", "img-0001-a1b2c3.jpg"],
    ["Ọ́lá at the demo day!.jpeg", "ola-at-the-demo-day-a1b2c3.jpeg"],
    ["---.png", "picture-a1b2c3.png"],
  ] as const) {
    const name = uploadFileName(original, "a1b2c3");
    expect(name).toBe(expected);
    expect(isImageName(name.slice(0, name.lastIndexOf(".")))).toBe(true);
    expect(name.slice(0, name.lastIndexOf("."))).toMatch(uploadedNameEnd);
  }
});

test("two uploads of the same file get different tags", () => {
  expect(randomTag()).toMatch(/^[0-9a-f]{6}$/);
  expect(new Set(Array.from({ length: 20 }, randomTag)).size).toBeGreaterThan(1);
});

test("a chosen file is refused by its size or its kind, with the server's words", () => {
  expect(uploadProblem("photo.jpg", 1000)).toBeUndefined();
  expect(uploadProblem("photo.WEBP", pictureUploadMaxBytes)).toBeUndefined();
  expect(uploadProblem("photo.jpg", pictureUploadMaxBytes + 1)).toBe(
    "This file is larger than 20 MB: choose a smaller photo, or share it from your phone at a smaller size.",
  );
  const notAPicture =
    "This file is not a picture the site can show: choose a JPEG, PNG or WebP photo.";
  expect(uploadProblem("drawing.svg", 1000)).toBe(notAPicture);
  expect(uploadProblem("notes.txt", 1000)).toBe(notAPicture);
});
