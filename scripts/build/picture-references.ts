import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { type ImageManifest, isImageName } from "../../schemas/content/image-names.ts";
import { type ContentProblem, contentRoot } from "../../schemas/content/load.ts";
import { contentItems } from "../../schemas/content/registry.ts";
import { filesOf } from "../../schemas/content/validate.server.ts";

/**
 * A picture the content names ("src: hub/team/someone") must be a file under
 * the content folder. The schemas cannot know which files exist, and the
 * prerender would stop on the first missing one minutes into a build; the
 * pictures step knows them all, so a publish that names a picture nobody
 * uploaded fails there, in seconds, naming the file and the field
 * (docs/decisions/120-missing-pictures-fail-the-pictures-step.md).
 */

export type PictureReference = { field: string; name: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Every picture given by name in one file's data, with the field that names it. */
export function picturesNamedIn(
  data: unknown,
  field: (string | number)[] = [],
): PictureReference[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => picturesNamedIn(item, [...field, index]));
  }
  if (!isRecord(data)) return [];
  const { src } = data;
  // The shape of a picture in every schema (schemas/content/blocks.ts): its name or address, and its alt text.
  if (typeof src === "string" && "alt" in data && isImageName(src)) {
    return [{ field: [...field, "src"].join("."), name: src }];
  }
  return Object.entries(data).flatMap(([key, value]) => picturesNamedIn(value, [...field, key]));
}

/** The content's pictures that have no file, as `file: field: reason` problems. */
export function missingPictures(manifest: ImageManifest): ContentProblem[] {
  return contentItems.flatMap(filesOf).flatMap((file) =>
    picturesNamedIn(parse(readFileSync(path.join(contentRoot(), file), "utf8")))
      .filter(({ name }) => manifest[name] === undefined)
      .map(({ field, name }) => ({
        file,
        field,
        reason: `there is no picture named ${name}: upload it in the editor, or choose a picture that exists`,
      })),
  );
}
