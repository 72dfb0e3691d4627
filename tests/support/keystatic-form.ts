import type { ComponentSchema } from "@keystatic/core";

/**
 * What Keystatic's UI does with an entry before it lets a person save it,
 * for tests: each value is parsed into its form field (`parseProps`, the
 * UI's reading: the slug field from the file name, a picture's asset
 * field without its file) and the form is then validated field by field
 * (`validateValueWithSchema`, which `clientSideValidateProp` runs when Save
 * is pressed). Keystatic exports neither, so this follows its 0.6.9 source;
 * a refusal here is a save that Keystatic's UI would block.
 */

export type FormProblem = { path: string; message: string };

type Field = ComponentSchema & {
  kind: string;
  formKind?: string;
  parse?: (value: unknown, extra: unknown) => unknown;
  validate?: (value: unknown, extra: unknown) => unknown;
  fields?: Record<string, Field>;
  element?: Field;
  validation?: { length?: { min?: number; max?: number } };
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseValue(field: Field, value: unknown, path: string[], slug: Slug): unknown {
  const stored = value === null ? undefined : value;
  if (field.kind === "form") {
    if (path.length === 1 && slug && path[0] === slug.field) {
      return field.parse?.(stored, { slug: slug.value });
    }
    const extra = field.formKind === "asset" ? { asset: undefined, slug: slug?.value } : undefined;
    return field.parse?.(stored, extra);
  }
  if (field.kind === "object") {
    const record = (stored ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!(key in (field.fields ?? {})))
        throw new Error(`${path.join(".")}: key ${key} is not allowed`);
    }
    return Object.fromEntries(
      Object.entries(field.fields ?? {}).map(([key, inner]) => [
        key,
        parseValue(inner, record[key], [...path, key], slug),
      ]),
    );
  }
  if (field.kind === "array") {
    if (stored === undefined) return [];
    if (!Array.isArray(stored)) throw new Error(`${path.join(".")}: must be a list`);
    return stored.map((item, index) =>
      parseValue(field.element as Field, item, [...path, String(index)], slug),
    );
  }
  throw new Error(`${path.join(".")}: a field of kind ${field.kind} is not used by the editor`);
}

function validateValue(field: Field, value: unknown, path: string[], problems: FormProblem[]) {
  const where = path.join(".");
  if (field.kind === "form") {
    try {
      field.validate?.(value, undefined);
    } catch (error) {
      problems.push({ path: where, message: messageOf(error) });
    }
    return;
  }
  if (field.kind === "object") {
    for (const [key, inner] of Object.entries(field.fields ?? {})) {
      validateValue(inner, (value as Record<string, unknown>)[key], [...path, key], problems);
    }
    return;
  }
  const items = value as unknown[];
  const { min, max } = field.validation?.length ?? {};
  if (min !== undefined && items.length < min) {
    problems.push({ path: where, message: `Must have at least ${min} elements` });
  }
  if (max !== undefined && items.length > max) {
    problems.push({ path: where, message: `Must have at most ${max} elements` });
  }
  for (const [index, item] of items.entries()) {
    validateValue(field.element as Field, item, [...path, String(index)], problems);
  }
}

type Slug = { field: string; value: string } | undefined;

/** The problems Keystatic's UI would show on Save for this entry's data, or none. */
export function keystaticFormProblems(
  schema: Record<string, ComponentSchema>,
  data: unknown,
  slug?: { field: string; value: string },
): FormProblem[] {
  const root: Field = { kind: "object", fields: schema as Record<string, Field> } as Field;
  const parsed = parseValue(root, data, [], slug);
  const problems: FormProblem[] = [];
  validateValue(root, parsed, [], problems);
  return problems;
}
