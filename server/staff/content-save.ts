import { isDeepStrictEqual } from "node:util";
import {
  Composer,
  CST,
  Document,
  isMap,
  isScalar,
  Parser,
  parse,
  parseDocument,
  type Scalar,
} from "yaml";
import type * as z from "zod/mini";

/**
 * How a save from the editor becomes a content file: Keystatic sends the
 * whole entry as its own YAML; the file on disk keeps its comments, key order
 * and text styles, and only the values that changed are replaced. A file
 * opened and saved unchanged keeps its data (and its text).
 */

type Def = {
  type: string;
  innerType?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
};

function defOf(schema: z.ZodMiniType): Def {
  return schema._zod.def as unknown as Def;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** What the editor writes for a field left alone: nothing, "", false, [] or {} (of such). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === "" || value === false || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(isEmpty);
  return false;
}

function unwrap(schema: z.ZodMiniType): { schema: z.ZodMiniType; optional: boolean } {
  let current = schema;
  let optional = false;
  while (defOf(current).type === "optional" || defOf(current).type === "default") {
    optional = true;
    current = defOf(current).innerType as z.ZodMiniType;
  }
  return { schema: current, optional };
}

/**
 * The editor shows an optional record or flag as fields even when the file
 * has none, and writes them back empty: an optional value that the file did
 * not have and that is still empty is left out again.
 */
export function withoutAddedEmpties(
  value: unknown,
  before: unknown,
  schema: z.ZodMiniType,
): unknown {
  const { schema: inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === "object" && def.shape && isRecord(value)) {
    const old = isRecord(before) ? before : {};
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const field = def.shape[key];
      if (field === undefined) {
        result[key] = item;
        continue;
      }
      if (unwrap(field).optional && old[key] === undefined && isEmpty(item)) continue;
      result[key] = withoutAddedEmpties(item, old[key], field);
    }
    return result;
  }
  if (def.type === "array" && def.element && Array.isArray(value)) {
    const old = Array.isArray(before) ? before : [];
    return value.map((item, index) =>
      withoutAddedEmpties(item, old[index], def.element as z.ZodMiniType),
    );
  }
  return value;
}

type Change = { path: (string | number)[]; value: unknown };

/** The leaves that differ, or null when the shape changed (a key or an item added or removed). */
function scalarChanges(
  before: unknown,
  after: unknown,
  path: (string | number)[] = [],
): Change[] | null {
  if (isDeepStrictEqual(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = Object.keys(before);
    if (keys.length !== Object.keys(after).length || !keys.every((key) => key in after))
      return null;
    const changes: Change[] = [];
    for (const key of keys) {
      const inner = scalarChanges(before[key], after[key], [...path, key]);
      if (inner === null) return null;
      changes.push(...inner);
    }
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return null;
    const changes: Change[] = [];
    for (const [index, item] of before.entries()) {
      const inner = scalarChanges(item, after[index], [...path, index]);
      if (inner === null) return null;
      changes.push(...inner);
    }
    return changes;
  }
  const isLeaf = (value: unknown) => value === null || typeof value !== "object";
  return isLeaf(before) && isLeaf(after) && after !== null ? [{ path, value: after }] : null;
}

/**
 * The file's new text: `current` (the file now, or null for a new entry) with
 * `data`'s values. Changed values are edited in the source itself, so the
 * rest of the file stays as it was, byte for byte; a change of shape (a key
 * or a list item added or removed) writes the file again from its document,
 * comments included.
 */
export function mergedSource(current: string | null, data: unknown): string {
  if (current === null) return new Document(data).toString({ lineWidth: 100 });
  const tokens = [...new Parser().parse(current)];
  const [document] = new Composer({ keepSourceTokens: true }).compose(tokens);
  if (document === undefined) return new Document(data).toString({ lineWidth: 100 });
  const changes = scalarChanges(document.toJS(), data);
  const nodes = changes?.map((change) => ({ change, node: document.getIn(change.path, true) }));
  if (nodes?.every(({ node }) => isScalar(node) && node.srcToken !== undefined)) {
    for (const { change, node } of nodes) {
      const token = (node as Scalar).srcToken;
      if (token) CST.setScalarValue(token, String(change.value));
    }
    const edited = tokens.map((token) => CST.stringify(token)).join("");
    // A value that reads back as another type in its old style ("2027" unquoted) is written the other way.
    if (isDeepStrictEqual(parse(edited), data)) return edited;
  }
  const fresh = parseDocument(current);
  replaceValues(fresh, [], fresh.toJS(), data);
  return fresh.toString({ lineWidth: 100 });
}

function replaceValues(
  document: Document,
  path: (string | number)[],
  before: unknown,
  after: unknown,
) {
  if (isDeepStrictEqual(before, after)) return;
  if (
    isRecord(before) &&
    isRecord(after) &&
    isMap(path.length ? document.getIn(path, true) : document.contents)
  ) {
    for (const key of Object.keys(before)) {
      if (!(key in after)) document.deleteIn([...path, key]);
    }
    for (const [key, value] of Object.entries(after)) {
      if (key in before) replaceValues(document, [...path, key], before[key], value);
      else document.setIn([...path, key], value);
    }
    return;
  }
  if (path.length === 0) document.contents = document.createNode(after);
  else document.setIn(path, after);
}

/** Keystatic's YAML of an entry as data; undefined when it is not YAML. */
export function parseEditorYaml(source: string): unknown {
  try {
    return parse(source) as unknown;
  } catch {
    return undefined;
  }
}
