/**
 * The build before the bundle (package.json `build:site` and `dev`): the icon
 * sprite and the pictures' variants into public/, which Vite copies into the
 * site, and the picture manifest the loaders read. One process for both
 * (docs/decisions/115-publish-within-a-minute.md).
 *   tsx scripts/build/prepare-assets.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { iconSpritePath } from "#app/components/icons/icon.tsx";
import { buildSiteImages } from "./build-images.ts";
import { outputKey } from "./reuse-build.ts";
import { runSteps } from "./run-steps.ts";

/**
 * What the sprite is made from: the list of icons, the code that draws it,
 * and the lock file (lucide's shapes, React's markup). While they are
 * unchanged the sprite is too, and the icon library, whose import is most of
 * this step's time, is not loaded.
 */
const spriteInputs = [
  "app/components/icons/icon-sources.ts",
  "scripts/build/build-icon-sprite.ts",
  "package-lock.json",
];
const spriteKeyFile = ".generated/icon-sprite.key";

async function iconSprite(): Promise<void> {
  const key = outputKey([iconSpritePath], spriteInputs);
  const current =
    existsSync(join("public", iconSpritePath)) &&
    existsSync(spriteKeyFile) &&
    readFileSync(spriteKeyFile, "utf8") === key;
  if (current) {
    console.log("icons: the sprite's sources are unchanged; kept");
    return;
  }
  const { writeIconSprite } = await import("./build-icon-sprite.ts");
  writeIconSprite();
  mkdirSync(dirname(spriteKeyFile), { recursive: true });
  writeFileSync(spriteKeyFile, key);
}

await runSteps([
  { name: "icon sprite", run: iconSprite },
  { name: "images", run: buildSiteImages },
]);
