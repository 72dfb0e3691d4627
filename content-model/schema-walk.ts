import type * as z from "zod/mini";

/**
 * Finding the schema of one field of a content entry from the entry's own
 * schema (content-model/registry.ts), so what reads a stored value (the
 * Publish page's before and after) reads it as the editor does: a kobo
 * amount as naira, not as its number.
 */

type Def = {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
};

function defOf(schema: z.ZodMiniType): Def {
  return schema._zod.def as unknown as Def;
}

const wrappers = ["optional", "default", "nullable", "nonoptional", "readonly", "prefault"];

/** The schema inside optional, default, nullable (and like) wrappers, and the input of a pipe. */
export function unwrapped(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const inner = wrappers.includes(def.type) ? def.innerType : def.type === "pipe" ? def.in : null;
    if (!inner) return current;
    current = inner;
  }
}

/** The schema of a record's field `key`; for "one of these records", the first that has it. */
export function fieldSchema(schema: z.ZodMiniType | null, key: string): z.ZodMiniType | null {
  if (schema === null) return null;
  const def = defOf(unwrapped(schema));
  if (def.type === "object") return def.shape?.[key] ?? null;
  if (def.type === "union") {
    for (const option of def.options ?? []) {
      const found = fieldSchema(option, key);
      if (found) return found;
    }
  }
  return null;
}

/** The schema of a list's items. */
export function elementSchema(schema: z.ZodMiniType | null): z.ZodMiniType | null {
  if (schema === null) return null;
  const def = defOf(unwrapped(schema));
  return def.type === "array" ? (def.element ?? null) : null;
}
