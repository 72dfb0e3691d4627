/**
 * Draws the illustrated portraits of the sample people, the hub's team and
 * the Sparks mentors (DiceBear's Open Peeps,
 * CC0, docs/credits.md) beside the team's content, as SVG sources of the
 * image pipeline. One style for everyone; skin tones and hair of people in
 * Enugu; each look is fixed below, so a portrait never changes between runs. A file that is already
 * there is kept: an editor's photo or drawing is never overwritten.
 *   tsx scripts/sample-art/draw-portraits.ts [--force]
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openPeeps } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import { siteBrandColours } from "../build/design-tokens.ts";

export const portraitFolder = "content/hub/team";

/** Dark brown skin tones, from deep to medium. */
const skin = { deep: "4a2c1a", darker: "5a3825", dark: "6b4226", warm: "7b4b2a", medium: "8d5524" };
const hair = "1b1210";

type Look = {
  head: string;
  face: string;
  skin: keyof typeof skin;
  /** The section the person works in colours their top. */
  top: "hub" | "accent" | "codeville" | "startzone" | "sparks" | "night";
  facialHair?: string;
  glasses?: string;
};

/** The sample team of content/hub/team/, by file name. */
export const sampleLooks: Record<string, Look> = {
  "chinedu-eze": { head: "short2", face: "smile", skin: "dark", top: "hub", facialHair: "full" },
  "ngozi-okonkwo": {
    head: "bantuKnots",
    face: "calm",
    skin: "medium",
    top: "accent",
    glasses: "glasses2",
  },
  "emeka-nwosu": { head: "flatTop", face: "calm", skin: "darker", top: "startzone" },
  "adaeze-obi": { head: "twists2", face: "smile", skin: "warm", top: "codeville" },
  "ifeoma-chukwu": { head: "cornrows", face: "cute", skin: "deep", top: "sparks" },
  "tochukwu-ani": {
    head: "dreads1",
    face: "driven",
    skin: "dark",
    top: "night",
    glasses: "glasses",
  },
};

/** The sample mentors of content/sparks/mentors/, by file name. */
export const sparksMentorLooks: Record<string, Look> = {
  "chiamaka-nnaji": { head: "bantuKnots", face: "smile", skin: "warm", top: "sparks" },
  "amara-okafor": { head: "afro", face: "calm", skin: "dark", top: "night", glasses: "glasses2" },
  "ebere-uzor": { head: "bun", face: "cute", skin: "medium", top: "accent" },
  "kosi-madu": { head: "cornrows2", face: "driven", skin: "darker", top: "hub" },
  "nneka-ibe": { head: "longAfro", face: "smileBig", skin: "deep", top: "sparks" },
  "ada-onyeka": {
    head: "twists",
    face: "explaining",
    skin: "dark",
    top: "startzone",
    glasses: "glasses",
  },
};

/** Each folder of portraits and the looks drawn into it. */
export const portraitSets = [
  { folder: portraitFolder, looks: sampleLooks },
  { folder: "content/sparks/mentors", looks: sparksMentorLooks },
] as const;

export function portraitSvg(seed: string, look: Look): string {
  const colours = siteBrandColours();
  const tops = {
    hub: colours.hub.brand,
    accent: colours.hub.accent,
    codeville: colours.codeville.brand,
    startzone: colours.startzone.brand,
    sparks: colours.sparks.brand,
    night: colours.hub.hero,
  };
  return createAvatar(openPeeps, {
    seed,
    head: [look.head as never],
    face: [look.face as never],
    skinColor: [skin[look.skin]],
    headContrastColor: [hair],
    clothingColor: [tops[look.top].slice(1)],
    facialHair: look.facialHair ? [look.facialHair as never] : undefined,
    facialHairProbability: look.facialHair ? 100 : 0,
    accessories: look.glasses ? [look.glasses as never] : undefined,
    accessoriesProbability: look.glasses ? 100 : 0,
    maskProbability: 0,
    // Room above the hair, shoulders kept at the foot: the head stays inside a round frame.
    scale: 86,
    translateY: 7,
  }).toString();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes("--force");
  for (const { folder, looks } of portraitSets) {
    mkdirSync(folder, { recursive: true });
    for (const [name, look] of Object.entries(looks)) {
      const file = join(folder, `${name}.svg`);
      if (existsSync(file) && !force) continue;
      writeFileSync(file, `${portraitSvg(name, look)}\n`);
      console.log(`drew ${file}`);
    }
  }
}
