import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { editorPathOf, entryName, entryOfFile } from "#content-model/content-entries.ts";
import { fieldPathInWords } from "#content-model/field-labels.ts";
import { ContentError, type ContentProblem, contentRoot } from "#content-model/load.ts";
import { contentItems } from "#content-model/registry.ts";
import { filesOf } from "#content-model/validate.server.ts";
import type { BuildProblem, EntryRef } from "../../schemas/publish.ts";

/**
 * Why a build stopped, as the Publish page shows it: each problem an editor
 * can fix names the entry (as the editor lists it, with its address there)
 * and the field, in words; a problem of the code says so, with the
 * developer's detail kept apart (docs/decisions/160-publishing-that-tells-the-truth.md).
 */

/** Internal links of the built pages that lead to no page or file, with the pages holding them. */
export class DeadLinksError extends Error {
  constructor(readonly links: readonly { target: string; from: readonly string[] }[]) {
    super(
      links.map(({ target, from }) => `${target}  (linked from ${from.join(", ")})`).join("\n"),
    );
    this.name = "DeadLinksError";
  }
}

function readEntryData(file: string): unknown {
  try {
    return parse(readFileSync(join(contentRoot(), file), "utf8"));
  } catch {
    return undefined;
  }
}

function entryRefOf(file: string): EntryRef | null {
  const entry = entryOfFile(file);
  if (!entry) return null;
  return { name: entryName(entry, readEntryData(entry.file)), editorPath: editorPathOf(entry) };
}

/** A content problem (`file: field: reason`) in the editor's words. */
export function contentProblem({ file, field, reason }: ContentProblem): BuildProblem {
  const entry = entryRefOf(file);
  const line = /^line (\d+)$/.exec(field);
  return {
    message: line ? `its text could not be read (line ${line[1]}): ${reason}` : reason,
    entry,
    field: line || field === "" ? null : fieldPathInWords(field),
    page: null,
    fixable: entry !== null,
    detail: entry === null ? `${file}: ${field}: ${reason}` : null,
  };
}

/** Where in the content a value is written: every field whose text is exactly it. */
function fieldsHolding(value: string): { file: string; field: string }[] {
  const found: { file: string; field: string }[] = [];
  const visit = (file: string, data: unknown, path: (string | number)[]) => {
    if (typeof data === "string") {
      const text = data.trim().replace(/[?#].*$/, "");
      if (text === value || text === `${value}/`) found.push({ file, field: path.join(".") });
    } else if (Array.isArray(data)) {
      for (const [index, item] of data.entries()) visit(file, item, [...path, index]);
    } else if (data !== null && typeof data === "object") {
      for (const [key, item] of Object.entries(data)) visit(file, item, [...path, key]);
    }
  };
  for (const file of contentItems.flatMap((item) => filesOf(item))) {
    visit(file, readEntryData(file), []);
  }
  return found;
}

/**
 * A link that leads nowhere: at each field of the content that writes it (the
 * editor fixes it there), or, when no content writes it, a link of the code.
 */
function deadLinkProblems({
  target,
  from,
}: {
  target: string;
  from: readonly string[];
}): BuildProblem[] {
  const page = from[0] ?? null;
  const message = `the link to ${target} leads to no page of the website: correct it, or remove it`;
  const places = fieldsHolding(target);
  if (places.length === 0) {
    return [
      {
        message: `a link of the website's code leads to no page (${target}): tell your developer`,
        entry: null,
        field: null,
        page,
        fixable: false,
        detail: `${target}  (linked from ${from.join(", ")})`,
      },
    ];
  }
  return places.map(({ file, field }) => ({
    message,
    entry: entryRefOf(file),
    field: fieldPathInWords(field),
    page,
    fixable: true,
    detail: null,
  }));
}

/** A failure of the code or the machine, which no edit can fix. */
export function codeProblem(detail: string): BuildProblem {
  return {
    message:
      "the website could not be built because of a problem in its code or on the server, not in the content: tell your developer",
    entry: null,
    field: null,
    page: null,
    fixable: false,
    detail: detail.slice(-2_000),
  };
}

/** The problems a step's error stands for. */
export function problemsOf(error: unknown): BuildProblem[] {
  if (error instanceof ContentError) return error.problems.map(contentProblem);
  if (error instanceof DeadLinksError) return error.links.flatMap(deadLinkProblems);
  return [codeProblem(error instanceof Error ? (error.stack ?? error.message) : String(error))];
}
