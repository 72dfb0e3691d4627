/**
 * Draws the sample pictures of the Codeville galleries as SVG sources of the
 * image pipeline, beside their content (content/codeville/gallery/):
 * - portraits of graduates and students, in the site's one portrait style
 *   (DiceBear's Open Peeps, CC0), each look fixed by the person's name;
 * - the fallback portrait and the "Gallery will be uploaded soon" picture;
 * - activity and classroom scenes in the family of the site's illustrations;
 * - project covers: a mock-up of the page each project describes, its title in
 *   DM Sans outlines (scripts/sample-art/outline-text.tsx).
 * A file already there is kept (an editor's photo or drawing is never
 * overwritten) unless --force.
 *   tsx scripts/sample-art/draw-gallery.ts [--force]
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { openPeeps } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import { readFunActivities } from "#content-model/codeville/fun-activities.server.ts";
import { readCollection } from "#content-model/read.server.ts";
import { outlinedText } from "./outline-text.tsx";

const force = process.argv.includes("--force");
const written: string[] = [];

function save(name: string, svg: string) {
  const file = join("content", `${name}.svg`);
  if (existsSync(file) && !force) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
  written.push(file);
}

/** A small stable hash, so a person's or scene's look never changes between runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}
const pick = <T>(list: readonly T[], seed: number, salt = 0): T =>
  list[(seed + salt * 7919) % list.length] as T;

// The colours of the site's illustrations (public/images/codeville/*.svg).
const ink = "#1b1b2a";
const skins = ["#8a5a3b", "#a06a45", "#6b4329", "#7b4b2a", "#5a3825"];
const shirts = ["#3a5bd9", "#e0457b", "#1f9d6f", "#7c3aed", "#f29d38", "#0e9fb5"];
const brights = ["#f2d64b", "#e0457b", "#1f9d6f", "#3a5bd9", "#9ee6c4", "#f29d38"];
const backgrounds = ["#f4efff", "#fff6d6", "#e9f7f0", "#ffeef3", "#eaf1ff"];
const grounds = ["#c9b8f7", "#f2d64b", "#9ee6c4", "#f7b6c8", "#b9ccf7"];

// ——— Portraits ———

const peepHeads = [
  "afro",
  "bantuKnots",
  "bun",
  "buns",
  "cornrows",
  "cornrows2",
  "dreads1",
  "flatTop",
  "short1",
  "short2",
  "short3",
  "short4",
  "twists",
  "twists2",
  "longAfro",
  "shaved2",
  "mohawk",
] as const;
const peepFaces = ["smile", "smileBig", "cute", "calm", "smileTeethGap", "cheeky"];
const peepSkins = ["4a2c1a", "5a3825", "6b4226", "7b4b2a", "8d5524"];
const peepTops = ["7c3aed", "e0457b", "1f9d6f", "3a5bd9", "f29d38", "0e9fb5", "2b2d42"];

export function childPortrait(name: string): string {
  const seed = hash(name);
  return createAvatar(openPeeps, {
    seed: name,
    head: [pick(peepHeads, seed) as never],
    face: [pick(peepFaces, seed, 1) as never],
    skinColor: [pick(peepSkins, seed, 2)],
    headContrastColor: ["1b1210"],
    clothingColor: [pick(peepTops, seed, 3)],
    facialHairProbability: 0,
    accessories: ["glasses" as never],
    accessoriesProbability: seed % 5 === 0 ? 100 : 0,
    maskProbability: 0,
    scale: 86,
    translateY: 7,
  }).toString();
}

const fallbackPortrait = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 704 704">
<rect width="704" height="704" fill="#ede7fb"/>
<circle cx="352" cy="290" r="120" fill="#c9b8f7"/>
<path d="M132 704c0-140 98-230 220-230s220 90 220 230z" fill="#c9b8f7"/>
<circle cx="352" cy="290" r="120" fill="none" stroke="#a996e6" stroke-width="10"/>
</svg>`;

// ——— Scenes ———

const hairs = [
  `<path d="M-44-4c-2-36 20-56 46-56 28 0 48 20 42 56-10-16-24-22-44-22s-34 6-44 22z" fill="${ink}"/>`,
  `<path d="M-46 4c-4-40 18-62 46-62s50 22 46 62c-8-20-24-30-46-30s-38 10-46 30z" fill="${ink}"/><path d="M-46 0v56M46 0v56" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
  `<circle cx="-38" cy="-34" r="20" fill="${ink}"/><circle cx="38" cy="-34" r="20" fill="${ink}"/><path d="M-44-2c-2-34 20-52 44-52s46 18 44 52c-12-14-26-20-44-20s-32 6-44 20z" fill="${ink}"/>`,
  `<path d="M-48 6c-6-44 16-66 48-66s54 22 48 66c-4-12-8-18-14-22-8 10-58 10-68 0-6 4-10 10-14 22z" fill="${ink}"/>`,
];

type Child = { x: number; y: number; scale?: number; arms?: "up" | "out" | "down"; flip?: boolean };

export function child(c: Child, seed: number): string {
  const shirt = pick(shirts, seed);
  const skin = pick(skins, seed, 1);
  const hair = pick(hairs, seed, 2);
  const s = c.scale ?? 0.8;
  const arms =
    c.arms === "up"
      ? `<path d="M-60 110l-30-90M60 110l30-90" stroke="${skin}" stroke-width="18" stroke-linecap="round"/>`
      : c.arms === "out"
        ? `<path d="M-58 120l-56-20M58 120l56-20" stroke="${skin}" stroke-width="18" stroke-linecap="round"/>`
        : "";
  return `<g transform="translate(${c.x} ${c.y}) scale(${c.flip ? -s : s} ${s})">${arms}<path d="M-78 190c0-70 30-112 78-112s78 42 78 112z" fill="${shirt}"/><rect x="-14" y="36" width="28" height="30" rx="10" fill="${skin}"/><circle cx="0" cy="0" r="44" fill="${skin}"/>${hair}<circle cx="-15" cy="6" r="5" fill="${ink}"/><circle cx="15" cy="6" r="5" fill="${ink}"/><path d="M-14 24c8 8 20 8 28 0" stroke="${ink}" stroke-width="3.5" fill="none" stroke-linecap="round"/></g>`;
}

export const sparkle = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-18l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="${fill}"/>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${/\brx=/.test(extra) ? "" : ` rx="${Math.min(10, w / 4, h / 4)}"`} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width = 8) =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const laptop = (x: number, y: number, screen = "#1b2440") =>
  `<g transform="translate(${x} ${y})">${rect(-60, -70, 120, 76, "#3b3f58")}${rect(-52, -62, 104, 60, screen)}${rect(-44, -54, 30, 12, "#f2d64b")}${rect(-10, -54, 40, 12, "#e0457b")}${rect(-44, -36, 56, 12, "#1f9d6f")}${rect(16, -36, 24, 12, "#3a5bd9")}<path d="M-76 6h152l-12 14h-128z" fill="#5b6080"/></g>`;
const robot = (x: number, y: number, s = 1, body = "#3a5bd9") =>
  `<g transform="translate(${x} ${y}) scale(${s})">${rect(-34, -50, 68, 50, body)}${rect(-22, -40, 44, 22, "#e9f7ff")}${circle(-10, -29, 5, ink)}${circle(10, -29, 5, ink)}${line("M0-50v-16", ink, 4)}${circle(0, -68, 6, "#e0457b")}${circle(-24, 4, 12, ink)}${circle(24, 4, 12, ink)}</g>`;

/** What each activity adds to the scene, and how the children stand. */
const activities: Record<string, { kids: Child[]; props: string }> = {
  "tug-of-war": {
    kids: [
      { x: 130, y: 190, arms: "out" },
      { x: 430, y: 190, arms: "out", flip: true },
    ],
    props: `${line("M60 300h440", "#a0522d", 12)}${rect(270, 286, 20, 28, "#e0457b")}`,
  },
  "relay-race": {
    kids: [
      { x: 170, y: 180, arms: "out" },
      { x: 380, y: 200, arms: "out" },
    ],
    props: `${rect(262, 286, 48, 14, "#f2d64b", 'transform="rotate(-20 286 293)"')}${line("M60 370h440", "#ffffff", 6)}`,
  },
  "musical-chairs": {
    kids: [
      { x: 140, y: 180, arms: "up" },
      { x: 420, y: 180 },
    ],
    props: `${[200, 280, 360].map((x) => `${rect(x - 22, 300, 44, 14, "#f29d38")}${line(`M${x - 18} 314v40M${x + 18} 314v40M${x + 18} 300v-40`, "#b45f1a", 6)}`).join("")}<path d="M260 110q10-30 20 0t20 0" stroke="${ink}" stroke-width="5" fill="none"/>${circle(262, 112, 7, ink)}${circle(302, 112, 7, ink)}`,
  },
  "simon-says": {
    kids: [
      { x: 140, y: 180, arms: "up" },
      { x: 280, y: 160, scale: 0.95, arms: "up" },
      { x: 420, y: 180, arms: "up" },
    ],
    props: "",
  },
  "card-game": {
    kids: [
      { x: 150, y: 170 },
      { x: 410, y: 170 },
    ],
    props: `${rect(170, 300, 220, 30, "#b45f1a")}${[210, 250, 290, 330].map((x, i) => rect(x, 276, 30, 40, pick(brights, i), `transform="rotate(${i * 8 - 12} ${x + 15} 296)"`)).join("")}`,
  },
  "ball-pass": {
    kids: [
      { x: 130, y: 190, arms: "out" },
      { x: 280, y: 170, arms: "up" },
      { x: 430, y: 190, arms: "out" },
    ],
    props: `${circle(280, 70, 26, "#e0457b")}${line("M262 60q18 10 36 0M262 80q18-10 36 0", "#ffffff", 4)}`,
  },
  "dance-off": {
    kids: [
      { x: 150, y: 180, arms: "up" },
      { x: 410, y: 180, arms: "out" },
    ],
    props: `${line("M270 90v-40l40-10v40", ink, 6)}${circle(262, 92, 9, ink)}${circle(302, 82, 9, ink)}`,
  },
  "puzzle-race": {
    kids: [
      { x: 140, y: 170 },
      { x: 420, y: 170 },
    ],
    props: `${[0, 1, 2, 3].map((i) => rect(214 + (i % 2) * 62, 250 + Math.floor(i / 2) * 62, 58, 58, pick(brights, i + 2))).join("")}`,
  },
  "board-game": {
    kids: [
      { x: 150, y: 170 },
      { x: 410, y: 170 },
    ],
    props: `${rect(200, 280, 160, 80, "#fff6d6", 'stroke="#b45f1a" stroke-width="4"')}${[0, 1, 2, 3, 4].map((i) => rect(210 + i * 30, 290, 24, 24, pick(brights, i))).join("")}${rect(250, 240, 26, 26, "#ffffff", 'stroke="#1b1b2a" stroke-width="3"')}${circle(263, 253, 4, ink)}`,
  },
  "balloon-pop": {
    kids: [
      { x: 170, y: 190, arms: "up" },
      { x: 390, y: 190, arms: "up" },
    ],
    props: `${[120, 220, 330, 440].map((x, i) => `${line(`M${x} ${120 + (i % 2) * 20}v60`, "#6b6b80", 2)}<ellipse cx="${x}" cy="${92 + (i % 2) * 20}" rx="26" ry="32" fill="${pick(brights, i)}"/>`).join("")}`,
  },
  "sack-race": {
    kids: [
      { x: 170, y: 150, arms: "up" },
      { x: 390, y: 170, arms: "up" },
    ],
    props: `<path d="M110 250h120l-10 120h-100z" fill="#c8a26b"/><path d="M330 270h120l-10 100h-100z" fill="#c8a26b"/>`,
  },
  "treasure-hunt": {
    kids: [
      { x: 160, y: 180 },
      { x: 400, y: 180, arms: "out" },
    ],
    props: `${rect(230, 250, 110, 80, "#f5e1b0", 'transform="rotate(-6 285 290)"')}${line("M246 300q20-30 40-10t40-20", "#e0457b", 4)}<path d="M318 262l8 8m0-8l-8 8" stroke="#e0457b" stroke-width="4"/>${rect(420, 330, 60, 40, "#b45f1a")}`,
  },
  "chess-match": {
    kids: [
      { x: 140, y: 170 },
      { x: 420, y: 170 },
      { x: 280, y: 130, scale: 0.65 },
    ],
    props: `${rect(200, 290, 160, 60, "#ffffff", 'stroke="#1b1b2a" stroke-width="3"')}${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(200 + i * 20, 290 + (i % 2) * 30, 20, 30, ink, 'rx="0"')).join("")}`,
  },
  "drawing-game": {
    kids: [
      { x: 150, y: 190, arms: "out" },
      { x: 420, y: 200 },
    ],
    props: `${rect(230, 90, 160, 120, "#ffffff", 'stroke="#3b3f58" stroke-width="6"')}${line("M260 180l30-50 30 50M270 160h40", "#e0457b", 5)}${circle(350, 130, 14, "#f2d64b")}${line("M300 210l-20 140M320 210l20 140", "#3b3f58", 6)}`,
  },
  "hula-hoop": {
    kids: [
      { x: 170, y: 170, arms: "up" },
      { x: 390, y: 170, arms: "up" },
    ],
    props: `<ellipse cx="170" cy="290" rx="80" ry="18" fill="none" stroke="#e0457b" stroke-width="8"/><ellipse cx="390" cy="290" rx="80" ry="18" fill="none" stroke="#1f9d6f" stroke-width="8"/>`,
  },
  "team-cheer": {
    kids: [
      { x: 130, y: 190, arms: "up" },
      { x: 280, y: 170, arms: "up" },
      { x: 430, y: 190, arms: "up" },
    ],
    props: `${line("M250 60l30-20 30 20", "#f2d64b", 6)}`,
  },
  "jump-rope": {
    kids: [
      { x: 110, y: 200, arms: "out" },
      { x: 280, y: 140, arms: "up" },
      { x: 450, y: 200, arms: "out", flip: true },
    ],
    props: `${line("M150 290q130 120 260 0", "#e0457b", 6)}`,
  },
  "robot-race": {
    kids: [
      { x: 130, y: 170, arms: "up" },
      { x: 430, y: 170 },
    ],
    props: `${robot(240, 350, 0.9, "#1f9d6f")}${robot(340, 340, 0.9, "#e0457b")}${line("M180 376h220", "#ffffff", 4)}`,
  },
  "block-tower": {
    kids: [
      { x: 140, y: 180, arms: "out" },
      { x: 420, y: 180, arms: "up" },
    ],
    props: `${[0, 1, 2, 3, 4].map((i) => rect(250 + (i % 2) * 8, 330 - i * 44, 60, 40, pick(brights, i))).join("")}`,
  },
  "quiz-buzzer": {
    kids: [
      { x: 150, y: 170 },
      { x: 410, y: 170, arms: "up" },
    ],
    props: `${rect(190, 300, 180, 40, "#3b3f58")}${circle(230, 296, 16, "#e0457b")}${circle(330, 296, 16, "#f2d64b")}${rect(240, 70, 80, 60, "#ffffff", 'stroke="#7c3aed" stroke-width="5"')}${line("M268 88q12-12 24 0t-12 20v6", "#7c3aed", 5)}`,
  },
  "paper-planes": {
    kids: [
      { x: 150, y: 180, arms: "up" },
      { x: 410, y: 190, arms: "out" },
    ],
    props: `<path d="M240 110l90-30-40 60-10-20z" fill="#ffffff" stroke="#3a5bd9" stroke-width="4" stroke-linejoin="round"/><path d="M330 170l70-20-30 46-8-16z" fill="#ffffff" stroke="#e0457b" stroke-width="4" stroke-linejoin="round"/>${line("M200 130q20 10 36-8", "#3a5bd9", 3)}`,
  },
  charades: {
    kids: [
      { x: 280, y: 150, scale: 0.9, arms: "up" },
      { x: 120, y: 210, scale: 0.7 },
      { x: 440, y: 210, scale: 0.7 },
    ],
    props: `${rect(60, 70, 70, 50, "#ffffff", 'stroke="#7c3aed" stroke-width="4"')}${line("M82 86q10-10 20 0t-10 16", "#7c3aed", 4)}`,
  },
  "clap-game": {
    kids: [
      { x: 180, y: 180, arms: "out" },
      { x: 380, y: 180, arms: "out", flip: true },
    ],
    props: `${sparkle(280, 240, 1.2, "#f29d38")}`,
  },
  "bean-bag-toss": {
    kids: [
      { x: 150, y: 180, arms: "up" },
      { x: 300, y: 210, scale: 0.6 },
    ],
    props: `<path d="M360 360l40-110h80l40 110z" fill="#3a5bd9"/>${circle(440, 290, 20, "#ffffff")}${rect(260, 110, 28, 22, "#e0457b")}${rect(400, 330, 28, 22, "#f2d64b")}`,
  },
  "story-circle": {
    kids: [
      { x: 120, y: 200, scale: 0.7 },
      { x: 280, y: 160, scale: 0.75 },
      { x: 440, y: 200, scale: 0.7 },
    ],
    props: `${rect(240, 300, 80, 56, "#e0457b")}${line("M280 300v56", "#ffffff", 4)}`,
  },
  "hide-and-seek": {
    kids: [
      { x: 150, y: 180, arms: "up" },
      { x: 420, y: 230, scale: 0.6 },
    ],
    props: `<path d="M340 380c-10-90 20-170 80-170s90 80 80 170z" fill="#1f9d6f"/>${circle(380, 250, 40, "#27b07d")}${circle(450, 240, 44, "#27b07d")}${rect(60, 250, 40, 140, "#b45f1a")}`,
  },
};

/** Classroom scenes for the learning slider and the gallery heroes. */
const classroom: Record<string, { kids: Child[]; props: string }> = {
  "scratch-class": {
    kids: [
      { x: 160, y: 170 },
      { x: 400, y: 170 },
    ],
    props: `${laptop(200, 340)}${laptop(400, 340, "#2a1f4f")}`,
  },
  "scratch-game-demo": {
    kids: [
      { x: 140, y: 180, arms: "out" },
      { x: 420, y: 180 },
    ],
    props: `${laptop(280, 330)}${circle(260, 120, 24, "#f2d64b")}${rect(300, 110, 40, 26, "#e0457b")}`,
  },
  "robot-kit-build": {
    kids: [
      { x: 150, y: 180 },
      { x: 410, y: 180, arms: "out" },
    ],
    props: `${robot(280, 330, 1.2)}${[0, 1, 2].map((i) => circle(210 + i * 26, 360, 9, pick(brights, i))).join("")}${rect(330, 350, 50, 14, "#9a9ab0")}`,
  },
  "robot-programming": {
    kids: [{ x: 140, y: 180 }],
    props: `${laptop(270, 340)}${robot(430, 350, 1.1, "#e0457b")}${line("M330 300q40-40 80-10", "#7c3aed", 4)}`,
  },
  "teamwork-planning": {
    kids: [
      { x: 120, y: 200, scale: 0.75, arms: "up" },
      { x: 440, y: 200, scale: 0.75 },
    ],
    props: `${rect(200, 80, 170, 130, "#ffffff", 'stroke="#3b3f58" stroke-width="6"')}${[0, 1, 2, 3, 4, 5].map((i) => rect(214 + (i % 3) * 50, 96 + Math.floor(i / 3) * 54, 40, 40, pick(brights, i))).join("")}`,
  },
  "team-presentation": {
    kids: [
      { x: 120, y: 200, scale: 0.75, arms: "out" },
      { x: 440, y: 220, scale: 0.65 },
    ],
    props: `${rect(190, 70, 230, 150, "#1b2440")}${rect(206, 86, 198, 118, "#2a1f4f")}${circle(260, 150, 16, "#f2d64b")}${rect(290, 160, 60, 14, "#1f9d6f")}${rect(330, 110, 30, 30, "#e0457b")}${line("M305 220v120M270 340h70", "#3b3f58", 6)}`,
  },
};

function scene(name: string, spec: { kids: Child[]; props: string }): string {
  const seed = hash(name);
  const background = pick(backgrounds, seed);
  const ground = pick(grounds, seed, 1);
  const kids = spec.kids.map((kid, index) => child(kid, seed + index * 3)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 420">
${rect(0, 0, 560, 420, background, 'rx="36"')}
<ellipse cx="280" cy="380" rx="240" ry="34" fill="${ground}"/>
${kids}
${spec.props}
${sparkle(60, 60, 0.8, pick(brights, seed, 2))}${sparkle(500, 70, 0.7, pick(brights, seed, 3))}
</svg>`;
}

const comingSoon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360">
${rect(0, 0, 480, 360, "#f4efff", 'rx="32"')}
<ellipse cx="240" cy="320" rx="170" ry="22" fill="#c9b8f7"/>
${line("M180 320l50-250M300 320l-50-250M150 250h180", "#b45f1a", 10)}
${rect(150, 90, 180, 140, "#ffffff", 'stroke="#7c3aed" stroke-width="10"')}
${line("M190 190l30-34 24 24 20-16 26 26", "#c9b8f7", 8)}${circle(210, 130, 12, "#f2d64b")}
<g transform="rotate(-30 370 250)">${rect(355, 200, 14, 90, "#f29d38")}${rect(352, 184, 20, 20, "#e0457b")}</g>
${sparkle(90, 80, 1, "#f2d64b")}${sparkle(400, 70, 0.8, "#9ee6c4")}
</svg>`;

// ——— Project covers ———

const themes = [
  { band: "#7c3aed", soft: "#f4efff", accent: "#f2d64b" },
  { band: "#1f9d6f", soft: "#e9f7f0", accent: "#f29d38" },
  { band: "#e0457b", soft: "#ffeef3", accent: "#3a5bd9" },
  { band: "#3a5bd9", soft: "#eaf1ff", accent: "#f2d64b" },
  { band: "#f29d38", soft: "#fff6d6", accent: "#7c3aed" },
  { band: "#0e9fb5", soft: "#e6f8fb", accent: "#e0457b" },
];

/** Projects drawn as a game screen rather than a web page. */
const gameWords = /dodger|rush|maze|jump|snake|keeper|dino|memory|word hunt|sprint|painter|quiz/i;

async function projectCover(name: string, overview: string, seed: number): Promise<string> {
  const theme = pick(themes, seed);
  const isGame = gameWords.test(name) || /\bgame\b/i.test(overview);
  const title = await outlinedText(name, {
    size: 26,
    weight: 800,
    fill: "#ffffff",
    x: 40,
    y: 66,
  });
  const chrome = `${rect(0, 0, 480, 300, "#ffffff", 'rx="18"')}<path d="M0 18a18 18 0 0 1 18-18h444a18 18 0 0 1 18 18v16h-480z" fill="#e6e3ef"/>${circle(20, 17, 5, "#e0457b")}${circle(36, 17, 5, "#f2d64b")}${circle(52, 17, 5, "#1f9d6f")}${rect(80, 9, 300, 16, "#ffffff", 'rx="8"')}`;
  if (isGame) {
    const obstacles = [0, 1, 2, 3]
      .map((i) =>
        rect(
          150 + i * 80,
          190 - ((seed >> i) % 3) * 22,
          26,
          60 + ((seed >> i) % 3) * 22,
          theme.band,
        ),
      )
      .join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300">
${chrome}
<rect x="0" y="34" width="480" height="266" fill="#1b2440"/>
<rect x="0" y="34" width="480" height="72" fill="${theme.band}" opacity="0.9"/>
${title}
${rect(0, 250, 480, 50, "#2c3a66", 'rx="0"')}
${obstacles}
${circle(90, 226, 20, theme.accent)}${circle(84, 220, 4, ink)}${circle(98, 220, 4, ink)}
${[0, 1, 2].map((i) => circle(380 + i * 24, 130, 7, theme.accent)).join("")}
${sparkle(430, 80, 0.8, theme.accent)}
</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300">
${chrome}
<rect x="0" y="34" width="480" height="266" fill="${theme.soft}"/>
<rect x="0" y="34" width="480" height="96" fill="${theme.band}"/>
${title}
${rect(40, 104, 110, 18, theme.accent, 'rx="9"')}
${[0, 1, 2].map((i) => `${rect(40 + i * 140, 150, 124, 116, "#ffffff")}${rect(52 + i * 140, 162, 100, 46, pick(brights, seed, i + 1), 'opacity="0.8"')}${rect(52 + i * 140, 220, 96, 9, "#c9c6d6")}${rect(52 + i * 140, 236, 70, 9, "#dcd9e6")}`).join("")}
</svg>`;
}

// ——— Everything ———

if (import.meta.url === `file://${process.argv[1]}`) {
  const people = new Set<string>();
  // Every child's own portrait, published or not, and the parents' of the reviews.
  for (const { data } of readCollection("codeville/children")) {
    if (data.portrait) people.add(data.portrait.src);
  }
  for (const { data } of readCollection("codeville/reviews")) {
    if (data.parent) people.add(data.parent.portrait.src);
  }
  for (const name of people) save(name, childPortrait(name.split("/").pop() ?? name));
  save("codeville/gallery/portrait-fallback", fallbackPortrait);
  save("codeville/gallery/gallery-coming-soon", comingSoon);

  const frameScenes = new Set(
    readFunActivities()
      .frames.flat()
      .map((image) => image.src),
  );
  for (const [name, spec] of Object.entries(activities)) {
    const src = `codeville/gallery/activities/${name}`;
    if (!frameScenes.has(src)) throw new Error(`${src} is drawn but not in content`);
    save(src, scene(name, spec));
  }
  for (const [name, spec] of Object.entries(classroom)) {
    save(`codeville/gallery/scenes/${name}`, scene(name, spec));
  }
  for (const { data } of readCollection("codeville/past-projects")) {
    for (const project of data.projects) {
      save(
        project.coverImage.src,
        await projectCover(project.name, project.overview ?? "", project.id),
      );
    }
  }
  console.log(`drew ${written.length} pictures`);
}
