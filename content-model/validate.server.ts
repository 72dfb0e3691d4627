import { readdirSync } from "node:fs";
import path from "node:path";
import { programmeRulePlaceholders } from "./codeville/kids-programmes.server.ts";
import { codevillePlaceholders } from "./codeville/placeholders.server.ts";
import { hubFactPlaceholders } from "./hub/facts.server.ts";
import {
  ContentError,
  type ContentProblem,
  checkEntry,
  contentRoot,
  type Placeholders,
  readContentFile,
} from "./load.ts";
import { type ContentItem, contentItems, entryFileNameField } from "./registry.ts";
import { bankDetailsFile } from "./site/bank-details.ts";
import { externalLinkPlaceholders } from "./site/external-links.server.ts";
import { organisationPlaceholders } from "./site/identity.server.ts";
import { sparksPlaceholders } from "./sparks/pages.server.ts";
import { readStartzoneContext } from "./startzone/pages.server.ts";

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

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/**
 * The `{record.field}` values the readers fill texts with, so a text is
 * judged at the length the page shows, read from the records as they are now.
 */
type ReaderPlaceholders = { known: Record<string, string>; complete: boolean };

export function readerPlaceholders(): ReaderPlaceholders {
  const sources: (() => Placeholders)[] = [
    () => organisationPlaceholders(),
    () => hubFactPlaceholders(),
    () => externalLinkPlaceholders(),
    () => programmeRulePlaceholders(),
    () => readStartzoneContext().placeholders,
    () => sparksPlaceholders(),
    () => codevillePlaceholders(),
  ];
  const known: Record<string, string> = {};
  let complete = true;
  for (const source of sources) {
    try {
      Object.assign(known, source());
    } catch (error) {
      // That record's own file is checked too and reported there, even a missing one.
      if (!(error instanceof ContentError || isMissingFile(error))) throw error;
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

/**
 * A file of a collection whose entries the site fixes (the registry's
 * `entries`), named as none of them: the site would never show it.
 */
function unknownEntry(file: string, item: ContentItem): ContentProblem[] {
  if (item.kind !== "collection" || item.entries === undefined) return [];
  if (item.entries.includes(path.basename(file, ".yaml"))) return [];
  return [
    {
      file,
      field: entryFileNameField,
      reason: `the site has one entry here for each of ${item.entries.join(", ")}, and shows no other: give the file one of those names`,
    },
  ];
}

function check(
  file: string,
  item: ContentItem,
  placeholders: ReaderPlaceholders,
  data?: unknown,
): ContentProblem[] {
  return [...unknownEntry(file, item), ...checkData(file, item, placeholders, data)];
}

function checkData(
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
    const checked = checkEntry(
      file,
      data === undefined ? readContentFile(file, contentRoot()) : data,
      item.schema,
      placeholders,
    );
    return item.path === bankDetailsFile ? [] : accountNumbersIn(file, checked);
  } catch (error) {
    if (error instanceof ContentError) {
      // With a record that did not load, a text naming it cannot be judged
      // yet: its record's problems are reported, and it is judged once they are fixed.
      return unfilled && !complete ? [] : [...error.problems];
    }
    if (isMissingFile(error)) {
      return [{ file, field: "", reason: "the file is missing" }];
    }
    throw error;
  }
}

/** The data a file would hold (a save not yet written) checked against its item's schema. */
export function validateData(file: string, item: ContentItem, data: unknown): ContentProblem[] {
  return check(file, item, readerPlaceholders(), data);
}

/** One content file (a path under the content folder) checked against its item's schema. */
export function validateFile(file: string, item: ContentItem): ContentProblem[] {
  return check(file, item, readerPlaceholders());
}

/** Every registered file (under CONTENT_DIR) checked: all problems at once, or none. */
export function validateAllContent(): ContentProblem[] {
  const placeholders = readerPlaceholders();
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
