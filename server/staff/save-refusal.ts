import type { ComponentSchema, Config } from "@keystatic/core";
import { editorKey, entryNameOfFile } from "#content-model/content-entries.ts";
import type { ContentProblem } from "#content-model/load.ts";
import { itemOfFile } from "#content-model/registry.ts";
import { fieldPathOf, labelsAlong } from "#keystatic/field-path.ts";
import type { EditorSaveProblem, EditorSaveRefusal } from "#schemas/editor.ts";

/**
 * A refused save in the editor's words (issue 32, item 7): each problem of
 * the content check names the page or entry as the whole staff side does
 * (`entryName`, from the entry as it is saved now, not as the refused save had it) and
 * the field by the labels of its form, never a file path or a YAML key
 * ("Calls for applications: Startup Boost 2024. Closes: the closing date is
 * before the opening date."); an uploaded picture is named by its file.
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentenceOf = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The page or entry a file is, as the editor's menu names it, and the fields of its form. */
function entryOf(
  file: string,
  config: Config,
  dataOf: (file: string) => unknown,
): { name: string; fields?: Record<string, ComponentSchema> } {
  const item = itemOfFile(file);
  // An uploaded picture (or a file the editor never sends) is named by its file.
  if (item === undefined) return { name: `The picture ${file.slice(file.lastIndexOf("/") + 1)}` };
  const name = entryNameOfFile(file, dataOf(file)) ?? file;
  const key = editorKey(item);
  return {
    name,
    fields:
      item.kind === "singleton"
        ? config.singletons?.[key]?.schema
        : config.collections?.[key]?.schema,
  };
}

export function saveRefusal(
  problems: readonly ContentProblem[],
  config: Config,
  /** An entry's data as it is saved now (undefined for a new one). */
  dataOf: (file: string) => unknown,
): EditorSaveRefusal {
  const described: EditorSaveProblem[] = problems.map(({ file, field, reason }) => {
    const entry = entryOf(file, config, dataOf);
    // "line 3" is where a file's YAML broke: no field of the form.
    const path = fieldPathOf(field.startsWith("line ") ? "" : field);
    const where = entry.fields ? labelsAlong(entry.fields, path).join(" › ") : "";
    return {
      entry: entry.name,
      path,
      field: where,
      sentence: sentenceOf(where ? `${where}: ${reason}` : capitalised(reason)),
    };
  });
  const byEntry = new Map<string, string[]>();
  for (const problem of described) {
    byEntry.set(problem.entry, [...(byEntry.get(problem.entry) ?? []), problem.sentence]);
  }
  const message = [...byEntry]
    .map(([entry, sentences]) => `${entry}: ${sentences.join(" ")}`)
    .join(" ");
  return { error: "Bad Request", message: `Not saved. ${message}`, problems: described };
}
