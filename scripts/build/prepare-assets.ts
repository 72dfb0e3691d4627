/**
 * The build before the bundle (package.json `build:site` and `dev`): the icon
 * sprite and the pictures' variants into public/, which Vite copies into the
 * site, and the picture manifest the loaders read. One process for both
 * (docs/decisions/115-publish-within-a-minute.md).
 *   tsx scripts/build/prepare-assets.ts
 */
import { writeIconSprite } from "./build-icon-sprite.ts";
import { buildSiteImages } from "./build-images.ts";
import { runSteps } from "./run-steps.ts";

await runSteps([
  { name: "icon sprite", run: writeIconSprite },
  { name: "images", run: buildSiteImages },
]);
