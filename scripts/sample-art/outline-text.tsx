/**
 * Prints a text as SVG paths in the site's font (DM Sans, from
 * @fontsource/dm-sans), for words inside an illustration: an SVG drawn as an
 * <img> cannot use the page's fonts, so live <text> would fall back to Arial.
 *   tsx scripts/sample-art/outline-text.tsx "TECH HUB" --size 18 --weight 800 --fill "#1b2440" --x 280 --y 110 [--anchor middle]
 * --x/--y place the text's top-left corner, or its top centre with --anchor middle.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import satori from "satori";

const require = createRequire(import.meta.url);

export async function outlinedText(
  text: string,
  options: {
    size: number;
    weight: 400 | 700 | 800;
    fill: string;
    x: number;
    y: number;
    anchor?: "start" | "middle";
  },
): Promise<string> {
  const font = readFileSync(
    require.resolve(`@fontsource/dm-sans/files/dm-sans-latin-${options.weight}-normal.woff`),
  );
  const canvas = {
    width: Math.ceil(options.size * text.length * 1.2) + 20,
    height: Math.ceil(options.size * 2),
  };
  const svg = await satori(
    <div
      style={{
        display: "flex",
        fontSize: options.size,
        fontWeight: options.weight,
        color: options.fill,
        lineHeight: 1,
      }}
    >
      {text}
    </div>,
    {
      ...canvas,
      fonts: [{ name: "DM Sans", data: font, weight: options.weight, style: "normal" }],
    },
  );
  const paths = [...svg.matchAll(/<path[^>]*\bd="([^"]+)"/g)].map((match) => match[1] as string);
  const xs = paths.flatMap((d) =>
    [...d.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((pair) => Number(pair[1])),
  );
  const width = Math.max(...xs) - Math.min(0, ...xs);
  const left = options.anchor === "middle" ? options.x - width / 2 : options.x;
  const round = (n: number) => Math.round(n * 10) / 10;
  return `<path transform="translate(${round(left)} ${round(options.y)})" fill="${options.fill}" d="${paths.join("")}"/>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      size: { type: "string", default: "16" },
      weight: { type: "string", default: "700" },
      fill: { type: "string", default: "#1b2440" },
      x: { type: "string", default: "0" },
      y: { type: "string", default: "0" },
      anchor: { type: "string", default: "start" },
    },
  });
  console.log(
    await outlinedText(positionals.join(" "), {
      size: Number(values.size),
      weight: Number(values.weight) as 400 | 700 | 800,
      fill: values.fill,
      x: Number(values.x),
      y: Number(values.y),
      anchor: values.anchor === "middle" ? "middle" : "start",
    }),
  );
}
