import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { type ImageManifest, picturesNamedIn } from "../../schemas/content/image-names.ts";
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

/** The content's pictures that have no file, as `file: field: reason` problems. */
export function missingPictures(manifest: ImageManifest): ContentProblem[] {
  return contentItems
    .flatMap((item) => filesOf(item))
    .flatMap((file) =>
      picturesNamedIn(parse(readFileSync(path.join(contentRoot(), file), "utf8")))
        .filter(({ name }) => manifest[name] === undefined)
        .map(({ field }) => ({
          file,
          field,
          // The name is the field's own value, in view beside this in the editor.
          reason:
            "no picture of this name was ever uploaded: upload the picture here, or choose one that exists",
        })),
    );
}
