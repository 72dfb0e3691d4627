import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { editorPathOf } from "./content-entries.ts";
import { fieldPathInWords, labelFor } from "./field-labels.ts";
import { contentRoot } from "./load.ts";
import { contentItems } from "./registry.ts";
import { type SampleRecord, sampleRecordsIn, valueAt } from "./sample.ts";
import { filesOf } from "./validate.server.ts";

/**
 * Every sample fact still in the content (docs/decisions/171-sample-facts.md),
 * one per record that lists sample fields: what staff see on the staff side,
 * each with the editor's page where it is replaced, and what a Publish to the
 * public site checks. Read from the files as they are (the editor's working
 * folder, or a release's content), not through the loader, which leaves the
 * lists out.
 */

export type SampleFact = {
  /** Stable while the record stays where it is: its file, and its place in the file if inside one. */
  id: string;
  /** The editor's name for the file's item ("Organisation: name, address, phone"). */
  item: string;
  /** The record in words: its name or title, or where it sits ("Portfolio: Spareline"). */
  record: string;
  /** Each sample field, named as the editor labels it, with what it holds now. */
  fields: { label: string; value: string }[];
  /** Where an editor replaces it: /keystatic/singleton/… or /keystatic/collection/…/item/…. */
  editorPath: string;
  /** Changes when any of its sample values changes: a confirmation holds for these values only. */
  digest: string;
};

/** A value as staff read it in a list: a text, a picture's name, a list's items. */
function valueText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) {
    return value.every((item) => typeof item !== "object")
      ? value.join(", ")
      : `${value.length} ${value.length === 1 ? "item" : "items"}`;
  }
  const { src } = value as { src?: unknown };
  return typeof src === "string" ? src : JSON.stringify(value);
}

/** What a record is called: its name or title, a child's or a call's, else undefined. */
function nameOf(record: Record<string, unknown>): string | undefined {
  const text = (key: string) => {
    const value = valueAt(record, key);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  if (text("firstName")) return [text("firstName"), text("lastName")].filter(Boolean).join(" ");
  if (text("programme") && text("edition")) return `${text("programme")} ${text("edition")}`;
  return text("name") ?? text("title") ?? text("parent.name") ?? text("heading");
}

/** The record in words: its name, else its entry's file name, else the item's own name. */
function recordName(found: SampleRecord, slug: string | null, itemLabel: string): string {
  const own = nameOf(found.record);
  const place = found.at
    .filter((step): step is string => typeof step === "string")
    .map(labelFor)
    .join(" › ");
  if (found.at.length === 0) return own ?? slug ?? itemLabel;
  const last = found.at.at(-1);
  return `${place}: ${own ?? (typeof last === "number" ? `item ${last + 1}` : itemLabel)}`;
}

function digestOf(found: SampleRecord): string {
  const values = found.fields.map((field) => [field, valueAt(found.record, field) ?? null]);
  return createHash("sha256").update(JSON.stringify(values)).digest("hex").slice(0, 16);
}

/** Every record of the content that still lists sample fields, in the editor's order. */
export function sampleFacts(root: string = contentRoot()): SampleFact[] {
  return contentItems.flatMap((item) => {
    let files: string[];
    try {
      files = filesOf(item, root);
    } catch {
      // A missing folder is the content check's to report, not this list's.
      return [];
    }
    return files.flatMap((file) => {
      let data: unknown;
      try {
        data = parse(readFileSync(path.join(root, file), "utf8"));
      } catch {
        return [];
      }
      const slug = item.kind === "collection" ? path.basename(file, ".yaml") : null;
      return sampleRecordsIn(data).map(
        (found): SampleFact => ({
          id: found.at.length === 0 ? file : `${file}#${found.at.join(".")}`,
          item: item.label,
          record: recordName(found, slug, item.label),
          fields: found.fields.map((field) => ({
            label: fieldPathInWords(field),
            value: valueText(valueAt(found.record, field)),
          })),
          editorPath: editorPathOf({ file, item, slug }),
          digest: digestOf(found),
        }),
      );
    });
  });
}
