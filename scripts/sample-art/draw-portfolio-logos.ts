/**
 * Draws the logos of the sample Startzone portfolio (content/startzone/investment.yaml)
 * as SVG sources of the image pipeline: simple marks made for this site, any
 * letters outlined in DM Sans (scripts/sample-art/outline-text.tsx), never a live font.
 * A file that is already there is kept, so an editor's real logo is never
 * overwritten.
 *   tsx scripts/sample-art/draw-portfolio-logos.ts [--force]
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { outlinedText } from "./outline-text.tsx";

export const logoFolder = "content/startzone/portfolio";

const frame = (fill: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" rx="28" fill="${fill}"/>${body}</svg>`;

async function logos(): Promise<Record<string, string>> {
  const teeth = Array.from({ length: 8 }, (_, index) => {
    const angle = index * 45;
    return `<rect x="54" y="18" width="12" height="16" rx="3" fill="#f4f7ff" transform="rotate(${angle} 60 60)"/>`;
  }).join("");
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = index * 45;
    return `<rect x="57" y="12" width="6" height="14" rx="3" fill="#ffd25e" transform="rotate(${angle} 60 60)"/>`;
  }).join("");
  return {
    // Auto parts: a cog with a road running through it.
    spareline: frame(
      "#1d3b8f",
      `${teeth}<circle cx="60" cy="60" r="28" fill="#f4f7ff"/><circle cx="60" cy="60" r="12" fill="#1d3b8f"/><path d="M38 86 L82 34" stroke="#ff8a3d" stroke-width="7" stroke-linecap="round"/>`,
    ),
    // Solar inverters: a sun with a bolt at its heart.
    sunvolt: frame(
      "#0f2a2e",
      `${rays}<circle cx="60" cy="60" r="24" fill="#ffb020"/><path d="M64 40 L50 63 H60 L56 80 L71 56 H61 Z" fill="#0f2a2e"/>`,
    ),
    // Fashion: a woven diamond, the Akwete cloth's motif.
    "akwete-threads": frame(
      "#7a1f3d",
      `<path d="M60 18 L98 60 L60 102 L22 60 Z" fill="none" stroke="#f7c7a3" stroke-width="6"/><path d="M60 36 L80 60 L60 84 L40 60 Z" fill="#f7c7a3"/><path d="M22 60 H98 M60 18 V102" stroke="#f7c7a3" stroke-width="3" opacity=".6"/><circle cx="60" cy="60" r="6" fill="#7a1f3d"/>`,
    ),
    // AI and machine learning: three connected nodes and the letters AI.
    "nkata-ai": frame(
      "#2b1a5e",
      `<path d="M30 36 L60 26 L90 36 M30 36 L60 26" stroke="#9ef0d0" stroke-width="4"/><circle cx="30" cy="36" r="8" fill="#9ef0d0"/><circle cx="60" cy="26" r="8" fill="#ffffff"/><circle cx="90" cy="36" r="8" fill="#9ef0d0"/>${await outlinedText("AI", { size: 44, weight: 800, fill: "#ffffff", x: 60, y: 50, anchor: "middle" })}`,
    ),
    // Legal app: balanced scales on a phone screen.
    lawpadi: frame(
      "#0d4d3a",
      `<rect x="34" y="16" width="52" height="88" rx="10" fill="#eafff5"/><path d="M60 34 V82 M44 82 H76 M40 44 H80" stroke="#0d4d3a" stroke-width="5" stroke-linecap="round"/><path d="M40 46 L32 64 H48 Z M80 46 L72 64 H88 Z" fill="#0d4d3a"/>`,
    ),
    // Agri-logistics: a leaf riding a route line.
    farmroute: frame(
      "#f2f7e8",
      `<path d="M20 90 C40 90 44 70 60 70 S84 50 100 50" stroke="#3c6e1f" stroke-width="6" fill="none" stroke-linecap="round" stroke-dasharray="2 10"/><circle cx="100" cy="50" r="7" fill="#3c6e1f"/><path d="M36 70 C36 44 58 28 84 28 C84 54 66 72 40 72 Z" fill="#5fa133"/><path d="M42 66 L74 36" stroke="#f2f7e8" stroke-width="3" stroke-linecap="round"/>`,
    ),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes("--force");
  mkdirSync(logoFolder, { recursive: true });
  for (const [name, svg] of Object.entries(await logos())) {
    const file = join(logoFolder, `${name}.svg`);
    if (existsSync(file) && !force) continue;
    writeFileSync(file, `${svg}\n`);
    console.log(`drew ${file}`);
  }
}
