import sharp from "sharp";
import { expect, test } from "vitest";
import { siteBrandColours } from "./design-tokens.ts";
import { clampWords, renderSharePreview } from "./share-image.tsx";

test("long texts are shortened at a word boundary, with an ellipsis", () => {
  expect(clampWords("Short enough", 40)).toBe("Short enough");
  expect(clampWords("Applications are open for the 2024 edition", 20)).toBe("Applications are…");
  expect(clampWords("Applications are open for the 2024 edition", 20).length).toBeLessThanOrEqual(
    21,
  );
});

test("a share preview is a 1200x630 PNG", { timeout: 30_000 }, async () => {
  const colours = siteBrandColours();
  const png = await renderSharePreview(
    {
      title: "Kids Code Camp",
      description: "A first month of code for children new to tech.",
      section: "Codeville",
      logoWords: ["Enugu", "Tech Hub"],
      host: "hub.example",
      colours: colours.codeville,
    },
    { codeville: "#7224c0", startzone: "#0a41ad", sparks: "#b10b69" },
  );
  const metadata = await sharp(png).metadata();
  expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
  expect(png.length).toBeLessThan(300 * 1024);
});
