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
  const edits = changes?.map((change) => ({
    change,
    node: document.getIn(change.path, true),
    parent:
      change.path.length > 1 ? document.getIn(change.path.slice(0, -1), true) : document.contents,
  }));
  if (edits?.every(({ node }) => isScalar(node) && node.srcToken !== undefined)) {
    for (const { change, node, parent } of edits) {
      setScalarInPlace((node as Scalar).srcToken as CST.Token, change.value, parent);
    }
    const edited = tokens.map((token) => CST.stringify(token)).join("");
    if (readsAs(edited, data)) return edited;
  }
  const fresh = parseDocument(current);
  replaceValues(fresh, [], fresh.toJS(), data);
  return fresh.toString({ lineWidth: 100 });
}

/** Whether a YAML text is valid and holds exactly `data`. */
function readsAs(source: string, data: unknown): boolean {
  try {
    return isDeepStrictEqual(parse(source), data);
  } catch {
    return false;
  }
}

/** Whether a text written without quotes reads back as the same text (not `2027`, `true` or a map). */
function readsAsItselfPlain(value: string): boolean {
  try {
    return parse(value) === value;
  } catch {
    return false;
  }
}

/**
 * How deep a scalar's lines are indented: a block scalar's text keeps the
 * indentation it has in the file; any other value that runs onto more lines
 * goes one step deeper than the key or dash it belongs to. The CST's own
 * `indent` is the collection's, which is one step too shallow for the text
 * of `key: >-` (issue 31, item 2: the file no longer parsed).
 */
function contentIndent(token: CST.Token, parent: unknown): number {
  if (token.type === "block-scalar") {
    const indented = /^( *)\S/m.exec(token.source);
    if (indented?.[1] !== undefined) return indented[1].length;
  }
  const collection = (parent as { srcToken?: CST.Token } | undefined)?.srcToken;
  const base = collection && "indent" in collection ? collection.indent : 0;
  return base + 2;
}

/**
 * Replaces a scalar's value in its token, in the style it had (plain,
 * quoted, folded, literal), at the indentation its place needs. A text
 * that would read back as something else in its old style (`2027` plain,
 * a colon, lines in a one-line value) is written double-quoted instead.
 */
function setScalarInPlace(token: CST.Token, value: unknown, parent: unknown) {
  const text = String(value);
  const isPlain = token.type === "scalar";
  const type =
    typeof value === "string" && isPlain && !readsAsItselfPlain(text) ? "QUOTE_DOUBLE" : undefined;
  const indent = contentIndent(token, parent);
  // setScalarValue indents a value's lines by the token's `indent`: give it the place's, then put back the CST's own.
  const own = "indent" in token ? token.indent : undefined;
  Object.assign(token, { indent });
  CST.setScalarValue(token, text, type ? { type } : {});
  if (own !== undefined) Object.assign(token, { indent: own });
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
