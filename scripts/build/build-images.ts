/**
 * Build step, before the prerender (scripts/build/site-build-steps.ts): makes
 * the variants of every picture under content/ (scripts/build/images.ts) into
 * public/generated/images/, and the manifest the pages' loaders read
 * (app/lib/pictures.server.ts); children's portraits the families did not
 * agree to publish are left out (docs/decisions/170-one-record-per-child.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { withheldPortraits } from "#content-model/codeville/children.server.ts";
import { type ImageManifest, imageOutput } from "#content-model/image-names.ts";
import { ContentError, contentRoot } from "#content-model/load.ts";
import { buildImages } from "./images.ts";
import { missingPictures } from "./picture-references.ts";

export async function buildSiteImages(): Promise<void> {
  const previous: ImageManifest = existsSync(imageOutput.manifest)
    ? JSON.parse(readFileSync(imageOutput.manifest, "utf8"))
    : {};
  // The content being built (CONTENT_DIR: a publish's copy of the content repository).
  const { manifest, encoded, withheld } = await buildImages(
    contentRoot(),
    imageOutput,
    previous,
    withheldPortraits(),
  );
  mkdirSync(dirname(imageOutput.manifest), { recursive: true });
  writeFileSync(imageOutput.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
  const missing = missingPictures(manifest, new Set(withheld));
  if (missing.length > 0) throw new ContentError(missing);
  const names = Object.keys(manifest);
  console.log(
    `images: ${names.length} in content/, ${encoded.length} made anew${encoded.length ? ` (${encoded.join(", ")})` : ""}`,
  );
}
