import { expect, test } from "vitest";
import { brandColours, oklchToHex, siteBrandColours } from "./design-tokens.ts";

test("OKLCH colours convert to the sRGB hex a renderer reads", () => {
  expect(oklchToHex("oklch(1 0 0)")).toBe("#ffffff");
  expect(oklchToHex("oklch(0 0 0)")).toBe("#000000");
  expect(oklchToHex("oklch(0.628 0.2577 29.23)")).toBe("#ff0000");
  expect(oklchToHex("oklch(0.452 0.313 264.05)")).toBe("#0000ff");
});

test("a sub-brand's roles override the hub's, and unset roles fall back to :root", () => {
  const css = `
    :root { --palette-a: oklch(1 0 0); --palette-mist-300: oklch(0 0 0); --role-hero: var(--palette-a);
      --role-on-hero: var(--palette-a); --role-brand: oklch(0 0 0); --role-brand-muted: oklch(0 0 0);
      --role-accent: oklch(0 0 0); }
    [data-brand="codeville"] { --role-hero: oklch(0 0 0); }
    [data-brand="startzone"] { }
    [data-brand="sparks"] { }`;
  const colours = brandColours(css);
  expect(colours.hub.hero).toBe("#ffffff");
  expect(colours.codeville.hero).toBe("#000000");
  expect(colours.codeville.onHero).toBe("#ffffff");
});

test("every sub-brand of the site's stylesheet has its colours", () => {
  const colours = siteBrandColours();
  for (const brand of ["hub", "codeville", "startzone", "sparks"] as const) {
    expect(Object.values(colours[brand]).every((hex) => /^#[\da-f]{6}$/.test(hex))).toBe(true);
  }
  expect(new Set(Object.values(colours).map((brand) => brand.hero)).size).toBe(4);
});
