import * as z from "zod/mini";
import { unwrapped } from "./schema-walk.ts";

/**
 * Sample facts (issue 32, item 20; docs/decisions/171-sample-facts.md). The
 * project ships the specification's sample content: a made-up phone number,
 * application forms that lead nowhere, illustrated people. A record that holds
 * such values says which of its fields they are in a `sample` list
 * (`sample: [phone, address.street]`), checked by its schema: only the
 * record's own fields may be named. A field stays listed while it holds a
 * value that was a sample: the editor's save drops a field whose value was
 * replaced, and an editor may remove a line by hand for a value that is right
 * as it is. The staff side lists what is left, and a Publish to the public
 * site waits until none is, or an admin has confirmed each.
 */

/** The key of the list in every record that may carry one. */
export const sampleKey = "sample";

type Def = { type: string; shape?: Shape };
type Shape = Record<string, z.ZodMiniType>;

function defOf(schema: z.ZodMiniType): Def {
  return schema._zod.def as unknown as Def;
}

/** A picture is one value (its file and its words): an object with `src` and `alt`. */
function isPicture(shape: Shape): boolean {
  return "src" in shape && "alt" in shape;
}

/**
 * The fields of a record that can hold a sample value, as dotted paths:
 * a nested record's fields one by one ("address.street"), a picture or a list
 * as one field ("portrait", "logoWords").
 */
export function sampleFieldsOf(shape: Shape): string[] {
  return Object.entries(shape).flatMap(([key, schema]) => {
    if (key === sampleKey) return [];
    const def = defOf(unwrapped(schema));
    if (def.type === "object" && def.shape && !isPicture(def.shape)) {
      return sampleFieldsOf(def.shape).map((inner) => `${key}.${inner}`);
    }
    return [key];
  });
}

/** The `sample` list of a record with these fields: each one of them, at most once. */
export function sampleMarker(shape: Shape) {
  const fields = sampleFieldsOf(shape);
  return z.optional(
    z
      .array(z.enum(fields as [string, ...string[]]))
      .check(
        z.refine((listed) => new Set(listed).size === listed.length, "a field is listed twice"),
      ),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The value at a dotted path of a record ("address.street"), if any. */
export function valueAt(record: Record<string, unknown>, field: string): unknown {
  return field
    .split(".")
    .reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), record);
}

/**
 * The data without its sample lists: what is sample is for the staff, so the
 * loader hands the pages (and their public data) every record without it.
 */
export function withoutSampleLists<T>(data: T): T {
  if (Array.isArray(data)) return data.map(withoutSampleLists) as T;
  if (!isRecord(data)) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => key !== sampleKey)
      .map(([key, value]) => [key, withoutSampleLists(value)]),
  ) as T;
}

/** A record of a content file that lists sample fields: where it is in the file, and the list. */
export type SampleRecord = {
  /** Its path in the file's data: [] for the whole file, ["portfolio", "items", 2] for a list's item. */
  at: (string | number)[];
  record: Record<string, unknown>;
  fields: string[];
};

/** Every record of one file's data that lists sample fields, outermost first. */
export function sampleRecordsIn(data: unknown, at: (string | number)[] = []): SampleRecord[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => sampleRecordsIn(item, [...at, index]));
  }
  if (!isRecord(data)) return [];
  const listed = data[sampleKey];
  const own =
    Array.isArray(listed) && listed.length > 0
      ? [{ at, record: data, fields: listed.filter((field) => typeof field === "string") }]
      : [];
  return [
    ...own,
    ...Object.entries(data)
      .filter(([key]) => key !== sampleKey)
      .flatMap(([key, value]) => sampleRecordsIn(value, [...at, key])),
  ];
}

/**
 * The data of a save with each replaced sample field taken off its record's
 * list, and a list left empty removed. A field is replaced when its value is
 * none the file's sample records held for that field before the save, so a
 * record moved in its list, or copied from a sample, stays marked. A new
 * file (`before` undefined: a new entry, a renamed one) keeps its lists as
 * sent, since nothing tells what it was copied from.
 */
export function withoutReplacedSamples(data: unknown, before: unknown): unknown {
  if (before === undefined) return data;
  const sampleValues = new Map<string, Set<string>>();
  for (const { record, fields } of sampleRecordsIn(before)) {
    for (const field of fields) {
      const values = sampleValues.get(field) ?? new Set<string>();
      values.add(JSON.stringify(valueAt(record, field) ?? null));
      sampleValues.set(field, values);
    }
  }
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isRecord(value)) return value;
    const result = Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === sampleKey ? inner : strip(inner)]),
    );
    const listed = value[sampleKey];
    if (!Array.isArray(listed)) return result;
    const kept = listed.filter(
      (field) =>
        typeof field === "string" &&
        sampleValues.get(field)?.has(JSON.stringify(valueAt(value, field) ?? null)),
    );
    if (kept.length > 0) result[sampleKey] = kept;
    else delete result[sampleKey];
    return result;
  };
  return strip(data);
}
