import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { picturesNamedIn } from "#content-model/image-names.ts";
import { pictureUploadExtensions, uploadedNameEnd } from "#content-model/picture-uploads.ts";
import { contentItems } from "#content-model/registry.ts";
import { filesOf } from "#content-model/validate.server.ts";

/**
 * Pictures a save leaves behind (decision 137). An editor who uploads a new
 * portrait replaces the name in the entry; the picture before stays in the
 * content folder, and the build would go on making its variants in every
 * release. A picture is deleted with the save when all of these hold:
 *
 * - it was uploaded in the editor: it sits in the entry's own pictures folder
 *   ("hub/team/ada-obi/…", decision 110) and its name ends with an upload's tag;
 * - the entry named it before the save (or the save deletes the entry);
 * - no content file names it after the save, the entry included.
 *
 * Pictures that came with the content, or that another entry names, stay.
 */

/** A YAML file the save writes or deletes, and its data on disk before it. */
export type EntryBefore = { file: string; before: unknown };

/** The uploads in the file's own pictures folder that it named before the save. */
function uploadsNamed({ file, before }: EntryBefore): string[] {
  const folder = `${file.replace(/\.yaml$/, "")}/`;
  return picturesNamedIn(before)
    .map(({ name }) => name)
    .filter(
      (name) =>
        name.startsWith(folder) &&
        !name.slice(folder.length).includes("/") &&
        uploadedNameEnd.test(name),
    );
}

async function filesNamed(contentDir: string, name: string): Promise<string[]> {
  const slash = name.lastIndexOf("/");
  const folder = name.slice(0, slash);
  const stem = name.slice(slash + 1);
  // No folder, no file to delete.
  const present = await readdir(join(contentDir, folder)).catch(() => []);
  return present
    .filter((entry) => {
      const dot = entry.lastIndexOf(".");
      return entry.slice(0, dot) === stem && pictureUploadExtensions.has(entry.slice(dot + 1));
    })
    .map((entry) => `${folder}/${entry}`);
}

/**
 * The picture files (paths under the content folder) to delete with a save.
 * `written` is the text of each YAML file the save writes, which stands in
 * for the file on disk when looking for other names of a picture; the
 * files in `deleted` name nothing any more.
 */
export async function replacedUploads(
  contentDir: string,
  edits: readonly EntryBefore[],
  written: ReadonlyMap<string, string>,
  deleted: readonly string[],
): Promise<string[]> {
  const candidates = [...new Set(edits.flatMap(uploadsNamed))];
  if (candidates.length === 0) return [];
  const texts = await contentTextsAfter(contentDir, written, deleted);
  const unnamed = candidates.filter((name) => !texts.some((text) => text.includes(name)));
  return (await Promise.all(unnamed.map((name) => filesNamed(contentDir, name)))).flat();
}

/** The text of every content file as it is after a save that writes `written` and deletes `deleted`. */
async function contentTextsAfter(
  contentDir: string,
  written: ReadonlyMap<string, string>,
  deleted: readonly string[],
): Promise<string[]> {
  const files = new Set([
    ...contentItems.flatMap((item) => filesOf(item, contentDir)),
    ...written.keys(),
  ]);
  for (const file of deleted) files.delete(file);
  return Promise.all(
    [...files].map(
      async (file) => written.get(file) ?? (await readFile(join(contentDir, file), "utf8")),
    ),
  );
}

/**
 * The pictures a save asks to delete that the content still shows after it
 * (a drawing a page names, an upload another entry uses): such a deletion is
 * refused, so no page loses a picture it shows. A picture's name is its path
 * without the extension.
 */
export async function picturesStillShown(
  contentDir: string,
  written: ReadonlyMap<string, string>,
  deleted: readonly string[],
): Promise<string[]> {
  const pictures = deleted.filter((file) => !file.endsWith(".yaml"));
  if (pictures.length === 0) return [];
  const shown = new Set(
    (await contentTextsAfter(contentDir, written, deleted)).flatMap((text) => {
      try {
        return picturesNamedIn(parse(text)).map(({ name }) => name);
      } catch {
        return [];
      }
    }),
  );
  return pictures.filter((file) => shown.has(file.replace(/\.[^./]+$/, "")));
}
