import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { sharePreviewSize } from "../../app/lib/share-preview.ts";
import type { BrandColours } from "./design-tokens.ts";

/**
 * A page's share preview: the page's title on its section's colours, in the
 * site's font, a 1200x630 PNG. satori lays the text out (it needs woff, not
 * woff2, so the fonts come from @fontsource/dm-sans) and resvg draws it.
 */

export type SharePreview = {
  /** The page's own title, without the organisation's name. */
  title: string;
  description: string;
  /** The section's name above the title ("Codeville"); none on the hub's own pages. */
  section?: string;
  logoWords: readonly [string, string];
  /** The site's host, shown at the foot: "enugutechhub.ng". */
  host: string;
  colours: BrandColours;
};

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

/** Shortens a text at a word boundary so it fits the lines the layout gives it. */
export function clampWords(text: string, maxCharacters: number): string {
  if (text.length <= maxCharacters) return text;
  const cut = text.slice(0, maxCharacters + 1).replace(/\s+\S*$/, "");
  return `${cut.replace(/[\s,;:.–-]+$/, "")}…`;
}

export function sharePreviewElement(
  preview: SharePreview,
  markColours: { codeville: string; startzone: string; sparks: string },
) {
  const { colours } = preview;
  const titleSize = preview.title.length > 48 ? 64 : 76;
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
      <div style={{ display: "flex", flexDirection: "column", maxWidth: 940 }}>
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
        <div
          style={{
            display: "flex",
            fontSize: titleSize,
            fontWeight: 800,
            lineHeight: 1.06,
            letterSpacing: -2,
          }}
        >
          {clampWords(preview.title, 90)}
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 24,
            fontSize: 30,
            fontWeight: 400,
            lineHeight: 1.4,
            color: colours.onHeroMuted,
          }}
        >
          {clampWords(preview.description, 150)}
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
        <div style={{ display: "flex", fontSize: 26, fontWeight: 700 }}>{preview.host}</div>
      </div>
    </div>
  );
}

export async function renderSharePreview(
  preview: SharePreview,
  markColours: { codeville: string; startzone: string; sparks: string },
): Promise<Buffer> {
  fonts ??= [font(400), font(700), font(800)];
  const svg = await satori(sharePreviewElement(preview, markColours), {
    ...sharePreviewSize,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: sharePreviewSize.width } })
    .render()
    .asPng();
  // Flat colours and text: a 256-colour palette keeps them sharp at a third of the bytes.
  return sharp(png).png({ palette: true, quality: 90, effort: 8 }).toBuffer();
}
