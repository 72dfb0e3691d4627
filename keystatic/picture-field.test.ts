import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import { decorativeImageSchema, imageSchema } from "#content-model/blocks.ts";
import { isImageName } from "#content-model/image-names.ts";
import { pictureUploadMaxBytes } from "#content-model/picture-uploads.ts";
import { findImageSources } from "../scripts/build/images.ts";
import type { PictureValue } from "./picture-field.tsx";
import { fieldFor } from "./zod-to-keystatic.ts";

/**
 * A picture of the content in the editor: its `src` is Keystatic's image
 * upload around the name the YAML keeps (a file under content/ without its
 * extension, found by the build), and its alt text keeps the schema's rule.
 */

type PictureSrc = {
  formKind: string;
  directory?: string;
  parse: (value: unknown, extra: { asset: undefined; slug: string | undefined }) => PictureValue;
  validate: (value: PictureValue) => PictureValue;
  serialize: (
    value: PictureValue,
    extra: { suggestedFilenamePrefix: undefined; slug: string | undefined },
  ) => { value: unknown; asset: { filename: string; content: Uint8Array } | undefined };
};
type Picture = {
  kind: string;
  fields: { src: PictureSrc; alt: { serialize: (v: string) => { value: unknown } } };
};

const pictureIn = (pictures: string, schema: z.ZodMiniType = imageSchema) =>
  fieldFor("portrait", schema, { pictures }) as unknown as Picture;

const jpeg = (filename: string, bytes = 10) => ({
  data: new Uint8Array(bytes),
  extension: "jpg",
  filename,
});

const refusal = (src: PictureSrc, value: PictureValue) => {
  try {
    src.validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("a picture in use", () => {
  test("is shown by its name and written back unchanged, with no file", () => {
    const { src } = pictureIn("hub/team").fields;
    const value = src.parse("hub/team/chinedu-eze", { asset: undefined, slug: "chinedu-eze" });
    expect(value).toEqual({ src: "hub/team/chinedu-eze", upload: null });
    expect(
      src.serialize(value, { suggestedFilenamePrefix: undefined, slug: "chinedu-eze" }),
    ).toEqual({
      value: "hub/team/chinedu-eze",
      asset: undefined,
    });
  });

  test("needs a name or an address, unless the picture is optional", () => {
    const empty = { src: "", upload: null };
    expect(refusal(pictureIn("hub/home").fields.src, empty)).toBeDefined();
    const optional = pictureIn("hub/home", z.optional(imageSchema)).fields.src;
    expect(refusal(optional, empty)).toBeUndefined();
    expect(
      optional.serialize(empty, { suggestedFilenamePrefix: undefined, slug: undefined }).value,
    ).toBeUndefined();
  });

  test("keeps its alt text, empty when decorative", () => {
    expect(pictureIn("hub/home", decorativeImageSchema).fields.alt.serialize("").value).toBe("");
  });
});

describe("an uploaded picture", () => {
  test("in a collection entry lands in the entry's folder and the YAML names it without its extension", () => {
    const { src } = pictureIn("hub/team").fields;
    expect(src.formKind).toBe("asset");
    expect(src.directory).toBe("hub/team");
    const saved = src.serialize(
      { src: "hub/team/ada-obi", upload: jpeg("portrait-3fa9c1.jpg") },
      { suggestedFilenamePrefix: undefined, slug: "ada-obi" },
    );
    expect(saved.value).toBe("hub/team/ada-obi/portrait-3fa9c1");
    expect(isImageName(saved.value as string)).toBe(true);
    // Keystatic writes the asset at <directory>/<slug>/<filename>.
    expect(saved.asset?.filename).toBe("portrait-3fa9c1.jpg");
  });

  test("in a singleton lands in the folder of the singleton's name", () => {
    const { src } = pictureIn("codeville/gallery-junior-academy").fields;
    const saved = src.serialize(
      { src: "", upload: jpeg("stage-0a0b0c.jpg") },
      { suggestedFilenamePrefix: undefined, slug: undefined },
    );
    expect(saved.value).toBe("codeville/gallery-junior-academy/stage-0a0b0c");
  });

  test("over the size cap or not a photo is refused with the field's message", () => {
    const { src } = pictureIn("hub/team").fields;
    expect(
      refusal(src, { src: "x", upload: jpeg("big-000000.jpg", pictureUploadMaxBytes + 1) }),
    ).toBe(
      "This file is larger than 20 MB: choose a smaller photo, or share it from your phone at a smaller size.",
    );
    expect(
      refusal(src, { src: "x", upload: { ...jpeg("logo-000000.svg"), extension: "svg" } }),
    ).toBe("This file is not a picture the site can show: choose a JPEG, PNG or WebP photo.");
    expect(refusal(src, { src: "", upload: jpeg("ok-000000.jpg") })).toBeUndefined();
  });
});

test("the build's pipeline finds an uploaded picture by the name the YAML gives it", () => {
  const content = mkdtempSync(join(tmpdir(), "picture-upload-"));
  try {
    const { src } = pictureIn("hub/team").fields;
    const saved = src.serialize(
      { src: "", upload: jpeg("portrait-3fa9c1.jpg") },
      { suggestedFilenamePrefix: undefined, slug: "ada-obi" },
    );
    if (saved.asset === undefined) throw new Error("no file to write");
    // Where Keystatic writes an asset of a collection entry: <directory>/<slug>/<filename>.
    const file = join(content, `${src.directory}/ada-obi/${saved.asset.filename}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, saved.asset.content);
    expect(findImageSources(content).get(saved.value as string)).toBe(file);
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
});

test("a list of pictures names each by its alt text, or by its file when the alt text is empty", () => {
  const list = fieldFor("images", z.array(imageSchema), { pictures: "hub/home" }) as unknown as {
    itemLabel: (props: unknown) => string;
  };
  const item = (alt: string) => ({
    fields: {
      src: { value: { src: "hub/images/hero-builders", upload: null } },
      alt: { value: alt },
    },
  });
  expect(list.itemLabel(item("Builders at work"))).toBe("Builders at work");
  expect(list.itemLabel(item(""))).toBe("hub/images/hero-builders");
});
