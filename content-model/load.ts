import { readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type * as z from "zod/mini";
import { issueInWords, plainIssues } from "./issue-words.ts";
import { placeholderSource } from "./placeholders.ts";
import { withoutSampleLists } from "./sample.ts";

/**
 * How a content file is read: a YAML file under content/ (or under
 * CONTENT_DIR, the folder a publish builds from), parsed, filled and checked
 * against its zod schema. Any problem stops the build with the file, the
 * field's path and the reason, so staff see exactly what to fix. The site
 * reads content by name through read.server.ts, which takes each file's
 * schema from the registry.
 *
 * Runs in Node only (prerender, the build scripts, the server, tests): pages
 * get content through their loaders, as data.
 */

/** One problem in one content file. */
export type ContentProblem = { file: string; field: string; reason: string };

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    super(
      problems
        .map(({ file, field, reason }) => `${file}: ${field || "(whole file)"}: ${reason}`)
        .join("\n"),
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** The folder content is read from: CONTENT_DIR, else content/ of the working directory. */
export function contentRoot(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

/**
 * Values a text may name as `{record.field}` ("{organisation.name}",
 * "{startupBoost.edition}"), so a fact is written in one record and not
 * retyped. Placeholders without a dot ("{age}") are left for the page to fill.
 */
export type Placeholders = Readonly<Record<string, string>>;

const placeholderPattern = new RegExp(placeholderSource, "g");

function fillStrings(
  value: unknown,
  placeholders: Placeholders,
  file: string,
  field: (string | number)[],
  problems: ContentProblem[],
): unknown {
  if (typeof value === "string") {
    return value.replace(placeholderPattern, (whole, key: string) => {
      const filled = placeholders[key];
      if (filled !== undefined) return filled;
      problems.push({ file, field: field.join("."), reason: `unknown placeholder ${whole}` });
      return whole;
    });
  }
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      fillStrings(item, placeholders, file, [...field, index], problems),
    );
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillStrings(item, placeholders, file, [...field, key], problems),
      ]),
    );
  }
  return value;
}

const readHookKey = Symbol.for("techhub.contentRead");
type ReadListener = (file: string) => void;

/**
 * Tells a listener of each content file (and collection folder) read, so a
 * build learns which pages read which entries (scripts/build/render-pages.ts).
 * Kept on globalThis: the server bundle the pages render with carries its own
 * copy of this module, and both must reach the one listener.
 */
export const contentReadHook = {
  set(listener: ReadListener | null): void {
    (globalThis as Record<symbol, ReadListener | null>)[readHookKey] = listener;
  },
};

/** Tells the listener of contentReadHook that a file (or a collection folder, "calls/") was read. */
export function noteContentRead(file: string): void {
  (globalThis as Record<symbol, ReadListener | null | undefined>)[readHookKey]?.(file);
}

/**
 * The last parse of each file, by its text: the prerender reads the same
 * files for each of its pages, and parsing them again was a tenth of a
 * build's time (docs/decisions/115-publish-within-a-minute.md). The text is
 * read every time, so an edited file (dev server, editor, a publish's
 * content folder) is parsed anew; the parsed value is never handed out, only
 * the copy `fillStrings` makes of it.
 */
const parsed = new Map<string, { source: string; data: unknown }>();

/**
 * The data of one content file (a path under the content folder `root`), as
 * parsed, not checked yet: the readers check it (read.server.ts). Tells the
 * read hook.
 */
export function readContentFile(file: string, root: string): unknown {
  noteContentRead(file);
  const absolute = path.join(root, file);
  const source = readFileSync(absolute, "utf8");
  const known = parsed.get(absolute);
  if (known?.source === source) return known.data;
  const document = parseDocument(source, { uniqueKeys: true });
  const [first] = document.errors;
  if (first) {
    const line = first.linePos?.[0];
    throw new ContentError([
      { file, field: line ? `line ${line.line}` : "", reason: first.message.split("\n")[0] ?? "" },
    ]);
  }
  const data: unknown = document.toJS();
  parsed.set(absolute, { source, data });
  return data;
}

/**
 * Fills and checks the data of a content file against its schema: the readers
 * (read.server.ts) for a file read, the editor for a save not written yet.
 * The result has no sample lists (content-model/sample.ts): they are for
 * the staff side, which asks for them (`keepSampleLists`).
 */
export function checkEntry<Schema extends z.ZodMiniType>(
  file: string,
  data: unknown,
  schema: Schema,
  placeholders: Placeholders = {},
  { keepSampleLists = false }: { keepSampleLists?: boolean } = {},
): z.output<Schema> {
  const problems: ContentProblem[] = [];
  const filled = fillStrings(data, placeholders, file, [], problems);
  if (problems.length > 0) throw new ContentError(problems);
  const result = schema.safeParse(filled, plainIssues);
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue) => ({
        file,
        field: issue.path.map(String).join("."),
        reason: issueInWords(issue, valueAt(filled, issue.path)),
      })),
    );
  }
  return keepSampleLists ? result.data : withoutSampleLists(result.data);
}

/** The value at a field's path in an entry's data, or undefined. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const step of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}
