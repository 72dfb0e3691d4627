import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { editorKey, entryTitle } from "#content-model/content-entries.ts";
import { type ContentItem, contentItems } from "#content-model/registry.ts";
import type { EditorEntryNames } from "#schemas/editor.ts";
import { parseEditorYaml } from "#server/staff/content-save.ts";
import { currentText } from "#server/staff/current-text.ts";

/** The collection the editor knows by `key` (its address in Keystatic), if any. */
export function editorCollection(key: string): ContentItem | undefined {
  return contentItems.find((each) => each.kind === "collection" && editorKey(each) === key);
}

/** The YAML files of a collection's folder; none for a collection with no entry yet (no folder). */
async function yamlFilesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => name.endsWith(".yaml"));
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
}

/**
 * What the editor's list of a collection calls each entry, as saved now in
 * CONTENT_DIR (decision 223): its name (`entryTitle`) and what else a person
 * picks it by, keyed by its file name, the only thing Keystatic's list shows.
 */
export async function entryNamesOf(
  contentDir: string,
  item: ContentItem,
): Promise<EditorEntryNames["entries"]> {
  const files = await yamlFilesIn(join(contentDir, item.path));
  return Promise.all(
    files.map(async (name) => {
      const slug = name.slice(0, -".yaml".length);
      const text = await currentText(contentDir, `${item.path}/${name}`);
      const data = text === null ? undefined : parseEditorYaml(text);
      const detail = item.detail?.(data);
      const title = entryTitle({ file: `${item.path}/${name}`, item, slug }, data);
      return { slug, name: title, ...(detail === undefined ? {} : { detail }) };
    }),
  );
}
