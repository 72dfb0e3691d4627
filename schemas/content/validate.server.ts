import { readdirSync } from "node:fs";
import path from "node:path";
import { bankDetailsFile } from "./bank-details.ts";
import {
  ContentError,
  type ContentProblem,
  checkEntry,
  contentRoot,
  loadEntry,
  type Placeholders,
} from "./load.ts";
import { type ContentItem, contentItems } from "./registry.ts";

/**
 * Every registered content file checked against its schema, as the site's
 * readers check it: the editor refuses a save with these problems and a
 * publish stops on them. Rules across files (one open call per programme,
 * gallery files named by year) stay with the readers, which the build runs.
 */

/** The content files of one item that exist now, as paths under the content folder. */
export function filesOf(item: ContentItem, root = contentRoot()): string[] {
  if (item.kind === "singleton") return [item.path];
  return readdirSync(path.join(root, item.path))
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => `${item.path}/${name}`);
}

/**
 * The `{record.field}` values the readers fill texts with, so a text is
 * judged at the length the page shows. Read in this process: a server that
 * has been running sees the records as they were when it started.
 */
type ReaderPlaceholders = { known: Record<string, string>; complete: boolean };

export async function readerPlaceholders(): Promise<ReaderPlaceholders> {
  const sources = [
    async () => (await import("./identity.server.ts")).organisationPlaceholders,
    async () => (await import("./hub-facts.server.ts")).hubFactPlaceholders,
    async () => (await import("./external-links.server.ts")).externalLinkPlaceholders,
    async () => (await import("./kids-programmes.server.ts")).programmeRulePlaceholders,
    async () => (await import("./startzone.server.ts")).readStartzoneContext().placeholders,
    async () => (await import("./sparks.server.ts")).sparksPlaceholders(),
    async () => (await import("./codeville-placeholders.server.ts")).codevillePlaceholders,
  ];
  const known: Record<string, string> = {};
  let complete = true;
  for (const source of sources) {
    try {
      Object.assign(known, await source());
    } catch (error) {
      // That record's own file is checked too and reported there.
      if (!(error instanceof ContentError)) throw error;
      complete = false;
    }
  }
  return { known, complete };
}

/** A bank account number (Nigeria's NUBAN: ten digits), maybe grouped by spaces or dashes. */
const accountNumber = /(?<!\d[ -]?)(?:\d[ -]?){9}\d(?![ -]?\d)/;

/**
 * The texts of an entry that write an account number. Parents pay into the
 * account of the bank details, which only admins change (decision 238): a
 * number written anywhere else, by anyone, is another account for them to pay.
 */
function accountNumbersIn(file: string, data: unknown, at: string[] = []): ContentProblem[] {
  if (typeof data === "string") {
    return accountNumber.test(data)
      ? [
          {
            file,
            field: at.join("."),
            reason:
              'this looks like a bank account number: the account parents pay into is written only in Bank account for fees, which admins keep. Write "the account on your invoice" instead',
          },
        ]
      : [];
  }
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    accountNumbersIn(file, value, [...at, key]),
  );
}

function check(
  file: string,
  item: ContentItem,
  { known, complete }: ReaderPlaceholders,
  data?: unknown,
): ContentProblem[] {
  // A placeholder only one reader fills ("{call.edition}" of a programme file) stays as written.
  let unfilled = false;
  const placeholders: Placeholders = new Proxy(known, {
    get: (target, key) => {
      if (typeof key !== "string") return undefined;
      if (target[key] !== undefined) return target[key];
      unfilled = true;
      return `{${key}}`;
    },
  });
  try {
    const checked =
      data === undefined
        ? loadEntry(file, item.schema, placeholders)
        : checkEntry(file, data, item.schema, placeholders);
    return item.path === bankDetailsFile ? [] : accountNumbersIn(file, checked);
  } catch (error) {
    if (error instanceof ContentError) {
      // With a record that did not load, a text naming it cannot be judged
      // yet: its record's problems are reported, and it is judged once they are fixed.
      return unfilled && !complete ? [] : [...error.problems];
    }
    if (error instanceof Error && "code" in error && error.code === "ENOENT") {
      return [{ file, field: "", reason: "the file is missing" }];
    }
    throw error;
  }
}

/** The data a file would hold (a save not yet written) checked against its item's schema. */
export async function validateData(
  file: string,
  item: ContentItem,
  data: unknown,
): Promise<ContentProblem[]> {
  return check(file, item, await readerPlaceholders(), data);
}

/** One content file (a path under the content folder) checked against its item's schema. */
export async function validateFile(file: string, item: ContentItem): Promise<ContentProblem[]> {
  return check(file, item, await readerPlaceholders());
}

/** Every registered file (under CONTENT_DIR) checked: all problems at once, or none. */
export async function validateAllContent(): Promise<ContentProblem[]> {
  const placeholders = await readerPlaceholders();
  return contentItems.flatMap((item) => {
    let files: string[];
    try {
      files = filesOf(item);
    } catch {
      return [{ file: `${item.path}/`, field: "", reason: "the folder is missing" }];
    }
    return files.flatMap((file) => check(file, item, placeholders));
  });
}
