import { readFileSync } from "node:fs";
import type { Brand } from "#content-model/blocks.ts";

/**
 * The design tokens of app/styles/app.css, read in Node for pictures made at
 * build time (share previews), so their colours are the site's and are
 * written once. OKLCH values are converted to sRGB hex, which image
 * renderers understand.
 */

export type BrandColours = {
  /** The section's hero background. */
  hero: string;
  onHero: string;
  /** Muted text on the hero background. */
  onHeroMuted: string;
  brand: string;
  brandMuted: string;
  accent: string;
};

const brandSelectors: Record<Brand, string> = {
  hub: ":root",
  codeville: '[data-brand="codeville"]',
  startzone: '[data-brand="startzone"]',
  sparks: '[data-brand="sparks"]',
};

/** The custom properties declared directly in the first rule with this selector. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`app.css has no rule for ${selector}`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const found = new Map<string, string>();
  for (const match of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    found.set(match[1] as string, (match[2] as string).trim());
  }
  return found;
}

/** `oklch(0.45 0.11 165)` → `#0f6f4f`; alpha is not supported (previews are opaque). */
export function oklchToHex(value: string): string {
  const match = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value);
  if (!match) throw new Error(`not an opaque oklch() colour: ${value}`);
  const [lightness, chroma, hue] = match.slice(1).map(Number) as [number, number, number];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear
    .map((channel) => {
      const c = Math.min(1, Math.max(0, channel));
      const srgb = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
      return Math.round(srgb * 255)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

/** Each sub-brand's colours, resolved through the roles and palette of app.css. */
export function brandColours(css: string): Record<Brand, BrandColours> {
  const root = declarations(css, ":root");
  const resolve = (scope: Map<string, string>, name: string): string => {
    const value = scope.get(name) ?? root.get(name);
    if (!value) throw new Error(`app.css does not declare ${name}`);
    const reference = /^var\((--[\w-]+)\)$/.exec(value);
    return reference ? resolve(scope, reference[1] as string) : oklchToHex(value);
  };
  const colours = (brand: Brand): BrandColours => {
    const scope = brand === "hub" ? root : declarations(css, brandSelectors[brand]);
    return {
      hero: resolve(scope, "--role-hero"),
      onHero: resolve(scope, "--role-on-hero"),
      onHeroMuted: resolve(scope, "--palette-mist-300"),
      brand: resolve(scope, "--role-brand"),
      brandMuted: resolve(scope, "--role-brand-muted"),
      accent: resolve(scope, "--role-accent"),
    };
  };
  return {
    hub: colours("hub"),
    codeville: colours("codeville"),
    startzone: colours("startzone"),
    sparks: colours("sparks"),
  };
}

export function siteBrandColours(): Record<Brand, BrandColours> {
  return brandColours(readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8"));
}
