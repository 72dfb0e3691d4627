import { expect, test } from "vitest";
import type { ImageManifest } from "#content-model/image-names.ts";
import { resolvePicture, withPictures } from "./pictures.server.ts";

const manifest: ImageManifest = {
  "hub/team/ada": {
    width: 700,
    height: 900,
    src: "/generated/images/hub/team/ada-640.jpg",
    sources: [
      { type: "image/avif", srcSet: "/generated/images/hub/team/ada-160.avif 160w" },
      { type: "image/webp", srcSet: "/generated/images/hub/team/ada-160.webp 160w" },
    ],
    hash: "0",
  },
  "hub/images/map": {
    width: 560,
    height: 460,
    src: "/generated/images/hub/images/map.svg",
    hash: "1",
  },
};

test("a named picture gets the build's files and size; its alt text is the content's", () => {
  expect(resolvePicture({ src: "hub/team/ada", alt: "Ada" }, manifest)).toEqual({
    src: "/generated/images/hub/team/ada-640.jpg",
    alt: "Ada",
    width: 700,
    height: 900,
    sources: manifest["hub/team/ada"]?.sources,
  });
  expect(resolvePicture({ src: "hub/images/map", alt: "" }, manifest)).toEqual({
    src: "/generated/images/hub/images/map.svg",
    alt: "",
    width: 560,
    height: 460,
  });
});

test("an address is kept as content gives it", () => {
  const hosted = { src: "https://media.example/a.jpg", alt: "A", width: 10, height: 10 };
  expect(resolvePicture(hosted, manifest)).toBe(hosted);
});

test("a name with no file under content/ stops the prerender", () => {
  expect(() => resolvePicture({ src: "hub/team/nobody", alt: "" }, manifest)).toThrow(
    /No picture named hub\/team\/nobody/,
  );
});

test("pictures are resolved wherever they sit in a page's data", () => {
  const page = {
    hero: { heading: "Hi", image: { src: "hub/images/map", alt: "Map" } },
    team: { people: [{ name: "Ada", portrait: { src: "hub/team/ada", alt: "" } }] },
  };
  const resolved = withPictures(page, manifest);
  expect(resolved.hero.image.src).toBe("/generated/images/hub/images/map.svg");
  expect(resolved.team.people[0]?.portrait.src).toBe("/generated/images/hub/team/ada-640.jpg");
  expect(resolved.hero.heading).toBe("Hi");
});
