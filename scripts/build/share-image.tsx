import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { sharePreviewSize } from "../../app/lib/share-preview.ts";
import type { BrandColours } from "./design-tokens.ts";
import { boundaryCuts, previewTitle } from "./share-text.ts";

/**
 * A page's share preview: the page's title on its section's colours, in the
 * site's font, a 1200x630 PNG. satori lays the text out (it needs woff, not
 * woff2, so the fonts come from @fontsource/dm-sans) and resvg draws it.
 */

export type SharePreview = {
  /** The page's title ("About us | Enugu Tech Hub"): the picture shows the part before the bar. */
  title: string;
  description: string;
  /** The section's name above the title ("Codeville"); none on the hub's own pages. */
  section?: string;
  logoWords: readonly [string, string];
  /** The site's public address, shown at the foot ("enugutechhub.ng"); none for a local build. */
  host?: string;
  colours: BrandColours;
};

/** The words as the picture shows them, fitted to its space. */
export type FittedText = { title: string; titleSize: number; description: string };

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700 | 800) => ({
  name: "DM Sans",
  weight,
  style: "normal" as const,
  data: readFileSync(
    require.resolve(`@fontsource/dm-sans/files/dm-sans-latin-${weight}-normal.woff`),
  ),
});
let fonts: ReturnType<typeof font>[] | undefined;

/** The hub's mark (app/components/site/site-logo.tsx) with the section colours written out. */
function logoMark(colours: { codeville: string; startzone: string; sparks: string }): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="80" height="80"><rect x="2" y="2" width="22" height="22" rx="7" fill="${colours.codeville}"/><rect x="16" y="8" width="22" height="22" rx="7" fill="${colours.startzone}" opacity="0.9"/><rect x="9" y="16" width="22" height="22" rx="7" fill="${colours.sparks}" opacity="0.85"/><path d="M15 27l4-4-4-4M22 28h5" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The width of the text column, and the height the section, title and description share. */
// Clear of the accent dot at the right (its left edge is at 954 px).
const textWidth = 860;
const textBlockHeight = 340;
const sectionHeight = 26 * 1.2 + 16;
const descriptionGap = 24;

const titleStyle = (fontSize: number) =>
  ({ fontSize, fontWeight: 800, lineHeight: 1.06, letterSpacing: -2 }) as const;
const descriptionStyle = { fontSize: 30, fontWeight: 400, lineHeight: 1.4 } as const;
/** The title's sizes, largest first, each with the most lines it may take. */
const titleSizes = [
  { size: 76, maxLines: 2 },
  { size: 64, maxLines: 3 },
  { size: 56, maxLines: 3 },
] as const;

type TextStyle = { fontSize: number; fontWeight: 400 | 700 | 800; lineHeight: number };

/** The lines `text` takes in the text column: satori lays it out as it will on the picture. */
async function lineCount(text: string, style: TextStyle): Promise<number> {
  fonts ??= [font(400), font(700), font(800)];
  const svg = await satori(
    <div style={{ display: "flex", width: textWidth, fontFamily: "DM Sans", ...style }}>
      {text}
    </div>,
    { width: textWidth, height: sharePreviewSize.height * 4, fonts, embedFont: false },
  );
  return new Set([...svg.matchAll(/<text[^>]* y="([\d.]+)"/g)].map((match) => match[1])).size;
}

/** The first of `candidates` that takes at most `maxLines`, with its lines; null if none does. */
async function firstThatFits(
  candidates: readonly string[],
  style: TextStyle,
  maxLines: number,
): Promise<{ text: string; lines: number } | null> {
  for (const text of candidates) {
    const lines = await lineCount(text, style);
    if (lines <= maxLines) return { text, lines };
  }
  return null;
}

/**
 * The title and description as the picture shows them: the largest title
 * size at which both show whole, or else the largest at which the description
 * shows shortened; the title itself is shortened only when it fits at no size.
 * Anything shortened ends where a sentence or phrase ends (boundaryCuts).
 * Fails the build when even the shortest such text does not fit, so that the
 * page's content is changed instead.
 */
export async function fitSharePreviewText(preview: SharePreview): Promise<FittedText> {
  const ownTitle = previewTitle(preview.title);
  let shortened: FittedText | null = null;
  for (const [index, { size, maxLines }] of titleSizes.entries()) {
    const smallest = index === titleSizes.length - 1;
    const style = titleStyle(size);
    const title = await firstThatFits(
      smallest && shortened === null ? boundaryCuts(ownTitle) : [ownTitle],
      style,
      maxLines,
    );
    if (title === null) continue;
    const left =
      textBlockHeight -
      (preview.section ? sectionHeight : 0) -
      title.lines * size * style.lineHeight -
      descriptionGap;
    const lines = Math.floor(left / (descriptionStyle.fontSize * descriptionStyle.lineHeight));
    const description = await firstThatFits(
      boundaryCuts(preview.description),
      descriptionStyle,
      Math.max(lines, 1),
    );
    if (description === null) continue;
    const fitted = { title: title.text, titleSize: size, description: description.text };
    if (fitted.title === ownTitle && fitted.description === preview.description.trim()) {
      return fitted;
    }
    shortened ??= fitted;
  }
  if (shortened) return shortened;
  throw new Error(
    `share preview: "${preview.title}" and its description do not fit even where a sentence or phrase ends`,
  );
}

export function sharePreviewElement(
  preview: SharePreview,
  text: FittedText,
  markColours: { codeville: string; startzone: string; sparks: string },
) {
  const { colours } = preview;
  return (
    <div
      style={{
        width: sharePreviewSize.width,
        height: sharePreviewSize.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundColor: colours.hero,
        color: colours.onHero,
        fontFamily: "DM Sans",
        position: "relative",
      }}
    >
      <div
        style={{
          position: "absolute",
          right: -140,
          top: -190,
          width: 420,
          height: 420,
          borderRadius: 210,
          backgroundColor: colours.brand,
          display: "flex",
        }}
      />
      <div
        style={{
          position: "absolute",
          right: 190,
          top: 168,
          width: 56,
          height: 56,
          borderRadius: 28,
          backgroundColor: colours.accent,
          display: "flex",
        }}
      />
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <img src={logoMark(markColours)} width={80} height={80} alt="" />
        <div style={{ display: "flex", fontSize: 40, fontWeight: 800, letterSpacing: -0.5 }}>
          <span>{preview.logoWords[0]}</span>
          <span style={{ color: colours.accent, marginLeft: 10 }}>{preview.logoWords[1]}</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", maxWidth: textWidth }}>
        {preview.section ? (
          <div
            style={{
              display: "flex",
              marginBottom: 16,
              fontSize: 26,
              fontWeight: 700,
              letterSpacing: 4,
              textTransform: "uppercase",
              color: colours.accent,
            }}
          >
            {preview.section}
          </div>
        ) : null}
        <div style={{ display: "flex", ...titleStyle(text.titleSize) }}>{text.title}</div>
        <div
          style={{
            display: "flex",
            marginTop: descriptionGap,
            ...descriptionStyle,
            color: colours.onHeroMuted,
          }}
        >
          {text.description}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            display: "flex",
            width: 72,
            height: 8,
            borderRadius: 4,
            background: colours.accent,
          }}
        />
        {preview.host ? (
          <div style={{ display: "flex", fontSize: 26, fontWeight: 700 }}>{preview.host}</div>
        ) : null}
      </div>
    </div>
  );
}

export async function renderSharePreview(
  preview: SharePreview,
  markColours: { codeville: string; startzone: string; sparks: string },
): Promise<Buffer> {
  const text = await fitSharePreviewText(preview);
  fonts ??= [font(400), font(700), font(800)];
  const svg = await satori(sharePreviewElement(preview, text, markColours), {
    ...sharePreviewSize,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: sharePreviewSize.width } })
    .render()
    .asPng();
  // Flat colours and text: a 256-colour palette keeps them sharp at a third of the bytes.
  return sharp(png).png({ palette: true, quality: 90, effort: 8 }).toBuffer();
}
