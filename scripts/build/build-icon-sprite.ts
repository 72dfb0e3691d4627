/**
 * Build step (scripts/build/site-build-steps.ts): writes every icon the site
 * draws (app/components/icons/) as one SVG sprite into public/generated/,
 * which <Icon> draws with <use>.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSpritePath } from "#app/components/icons/icon.tsx";
import { lineIcons, socialMarks } from "#app/components/icons/icon-sources.ts";

const symbol = (name: string, shapes: string) =>
  `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;

/** The sprite: one <symbol> per icon name, holding the icon's shapes. */
export function iconSprite(): string {
  const lines = Object.entries(lineIcons).map(([name, LineIcon]) => {
    const svg = renderToStaticMarkup(createElement(LineIcon));
    const shapes = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
    if (!shapes) throw new Error(`lucide drew no shapes for ${name}`);
    return symbol(name, shapes);
  });
  // <Icon> strokes by default; a mark is a filled glyph, so its path says so.
  const marks = Object.entries(socialMarks).map(([name, path]) =>
    symbol(name, `<path d="${path}" fill="currentColor" stroke="none"/>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...lines, ...marks].join("")}</svg>\n`;
}

export function writeIconSprite(): void {
  const target = join("public", iconSpritePath);
  mkdirSync(dirname(target), { recursive: true });
  const sprite = iconSprite();
  writeFileSync(target, sprite);
  console.log(`icons: ${sprite.match(/<symbol /g)?.length ?? 0} symbols in ${target}`);
}
