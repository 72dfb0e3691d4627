import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { childrenFolder } from "#content-model/codeville/children.server.ts";
import { type ImageManifest, picturesNamedIn } from "#content-model/image-names.ts";
import { type ContentProblem, contentRoot } from "#content-model/load.ts";
import { contentItems } from "#content-model/registry.ts";
import { filesOf } from "#content-model/validate.server.ts";

/**
 * A picture the content names ("src: hub/team/someone") must be a file under
 * the content folder. The schemas cannot know which files exist, and the
 * prerender would stop on the first missing one minutes into a build; the
 * pictures step knows them all, so a publish that names a picture nobody
 * uploaded fails there, in seconds, naming the file and the field
 * (docs/decisions/120-alt-text-and-missing-pictures.md).
 */

/**
 * The content's pictures that have no file, as `file: field: reason` problems.
 * A `withheld` picture (a child's portrait the family did not agree to
 * publish) exists but is not built: its child's record may name it, any other
 * place that shows it is refused.
 */
export function missingPictures(
  manifest: ImageManifest,
  withheld: ReadonlySet<string> = new Set(),
): ContentProblem[] {
  return contentItems
    .flatMap((item) => filesOf(item))
    .flatMap((file) =>
      picturesNamedIn(parse(readFileSync(path.join(contentRoot(), file), "utf8")))
        .filter(({ name }) => manifest[name] === undefined)
        .filter(({ field, name }) => !(withheld.has(name) && isChildPortrait(file, field)))
        .map(({ field, name }) => ({
          file,
          field,
          // The name is the field's own value, in view beside this in the editor.
          reason: withheld.has(name)
            ? "this picture is a child's portrait that the family has not agreed to publish: choose another picture"
            : "no picture of this name was ever uploaded: upload the picture here, or choose one that exists",
        })),
    );
}

/** Whether a picture field is a child's own portrait, in the child's record. */
function isChildPortrait(file: string, field: string): boolean {
  return file.startsWith(`${childrenFolder}/`) && field === "portrait.src";
}
