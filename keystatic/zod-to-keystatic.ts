import { type ComponentSchema, fields } from "@keystatic/core";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import * as z from "zod/mini";
import { decorativeImageSchema, imageSchema } from "#content-model/blocks.ts";
import { fieldPathInWords, labelFor } from "#content-model/field-labels.ts";
import { placeholderSource } from "#content-model/placeholders.ts";
import { sampleKey } from "#content-model/sample.ts";
import { koboSchema } from "#schemas/money.ts";
import { contentDateField } from "./date-field.tsx";
import { contentKoboField } from "./kobo-field.tsx";
import { type PictureValue, pictureField } from "./picture-field.tsx";
import { contentTextField, type TextField } from "./text-field.tsx";

/**
 * The editor's fields made from the content schemas (zod/mini), so an
 * editor's rules and the build's are one source: lengths, patterns, https
 * addresses, dates, number bounds, choices, lists and nested records.
 *
 * Keystatic has no optional record and no "one of these shapes": an optional
 * record is shown as its fields, none of them required (the server drops it
 * again when left empty); "a text or a list of lines" is one box of text,
 * a line each; any other union or tuple is edited as YAML in a text box.
 * Rules across fields ("closes after opens", "an open call needs its
 * form") are not field rules; the server runs the schema on every save and
 * refuses it with the schema's message (server/staff/editor-routes.ts).
 */

type Schema = z.ZodMiniType;

/**
 * Where a field is: the folder under the content folder that pictures
 * uploaded in its item go to, whether it sits in an optional record, and the
 * names a choice is offered by where its words are not its value's (a
 * programme: "Kids Code Camp", not "Kids code camp").
 */
export type Place = {
  pictures: string;
  optional?: boolean;
  choiceNames?: Readonly<Record<string, string>>;
  /** Help shown under a field, by its key, where its name alone misleads (keystatic/collection-guides.ts). */
  hints?: Readonly<Record<string, string>>;
};
type Def = { type: string; [key: string]: unknown };
type CheckDef = { check: string; [key: string]: unknown };

function defOf(schema: Schema): Def {
  return schema._zod.def as unknown as Def;
}

function checksOf(schema: Schema): CheckDef[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: CheckDef } }[];
  return checks.map((check) => check._zod.def);
}

/** A zod check's own message ("an https:// address"), when the schema gives one. */
function messageOf(def: Def | CheckDef): string | undefined {
  const error = def.error;
  if (typeof error !== "function") return undefined;
  const message: unknown = error({});
  return typeof message === "string" ? message : undefined;
}

/** Long texts (paragraphs, answers) get a text box; names and labels a line. */
const longTextKey =
  /text|intro|description|answer|bio|closing|quote|summary|paragraph|body|sentence|lead/i;

type Lengths = { min?: number; max?: number };

function lengthsOf(schema: Schema): Lengths {
  const lengths: Lengths = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") lengths.min = check.minimum as number;
    if (check.check === "max_length") lengths.max = check.maximum as number;
    if (check.check === "length_equals") {
      lengths.min = check.length as number;
      lengths.max = check.length as number;
    }
  }
  return lengths;
}

type Pattern = { regex: RegExp; message: string };

/** A whole `{organisation.mapLink}` is filled by the site from its record, which the server judges. */
const orPlaceholder = ({ regex, message }: Pattern): Pattern => ({
  regex: new RegExp(`^${placeholderSource}$|${regex.source}`, regex.flags),
  message,
});

/**
 * The rule as Keystatic shows it under the field: the field's label and the
 * schema's message, which says the rule as a predicate ("Apply URL must be
 * an https:// address").
 */
const sentence = (label: string, rule: string) => `${label} ${rule}`;

function patternOf(schema: Schema, label: string): Pattern | undefined {
  const def = defOf(schema);
  if (def.format === "url") {
    const protocol =
      (def.protocol as RegExp | undefined)?.source.replace(/^\^|\$$/g, "") ?? "[a-z]+";
    return orPlaceholder({
      regex: new RegExp(`^(?:${protocol}):\\/\\/\\S+$`),
      message: sentence(
        label,
        messageOf(def) ?? `must be an address starting ${protocol.replace("?", "")}://`,
      ),
    });
  }
  if (def.format === "email") {
    return orPlaceholder({
      regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      message: sentence(label, messageOf(def) ?? "must be an email address"),
    });
  }
  for (const check of checksOf(schema)) {
    if (check.check === "string_format" && check.format === "regex") {
      const regex = check.pattern as RegExp;
      // Every pattern of the content schemas says its rule in words; a new one without is shown so.
      return orPlaceholder({
        regex,
        message: sentence(label, messageOf(check) ?? "must be written as this field needs"),
      });
    }
  }
  return undefined;
}

/**
 * An optional field left empty is not written at all, so its pattern must
 * not judge the empty text: Keystatic tests the pattern on "" too, and an
 * empty optional "Anchor" blocked the save of 14 pages (issue 32, item 7).
 */
const orEmpty = ({ regex, message }: Pattern): Pattern => ({
  regex: new RegExp(`^$|${regex.source}`, regex.flags),
  message,
});

function textField(
  key: string,
  schema: Schema,
  optional: boolean,
  label = labelFor(key),
  description?: string,
): TextField {
  const { min, max } = lengthsOf(schema);
  const pattern = patternOf(schema, label);
  const field = contentTextField({
    label,
    ...(description ? { description } : {}),
    multiline: longTextKey.test(key),
    // Inside an optional record nothing is required: the server judges the record as a whole.
    ...(optional ? { max } : { min, max }),
    ...(pattern ? { pattern: optional ? orEmpty(pattern) : pattern } : {}),
  });
  if (optional || (min ?? 0) > 0) return field;
  // A required text that may be empty (decorative alt text): Keystatic would leave "" out.
  return { ...field, serialize: (value: string) => ({ value }) };
}

function numberField(
  key: string,
  schema: Schema,
  optional: boolean,
  description?: string,
): ComponentSchema {
  const bounds: { min?: number; max?: number } = {};
  let integer = defOf(schema).format === "safeint";
  for (const check of checksOf(schema)) {
    if (check.check === "number_format") integer = true;
    // Strict bounds (positive) become the next whole number for whole numbers only.
    if (check.check === "greater_than") {
      const value = check.value as number;
      bounds.min = check.inclusive ? value : integer ? value + 1 : value;
    }
    if (check.check === "less_than") {
      const value = check.value as number;
      bounds.max = check.inclusive ? value : integer ? value - 1 : value;
    }
  }
  const options = {
    label: labelFor(key),
    ...(description ? { description } : {}),
    validation: { ...bounds, isRequired: !optional },
  };
  return integer ? fields.integer(options) : fields.number(options);
}

/**
 * A choice as a person reads it in the list: "Kids code camp", "Open", not
 * the stored `kids-code-camp`, `open` (the issue 32 walk); the file keeps the value.
 */
function choiceInWords(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The help under a field: the place's hint for its key (a collection's
 * guide), else the description its schema carries (`z.describe`), which
 * goes with the field wherever it is used.
 */
export function descriptionOf(key: string, schema: Schema, place: Place): string | undefined {
  return place.hints?.[key] ?? z.globalRegistry.get(schema)?.description;
}

function choiceField(
  key: string,
  schema: Schema,
  values: readonly string[],
  place: Place,
): ComponentSchema {
  const optional = place.optional ?? false;
  const options = values.map((value) => ({
    label: place.choiceNames?.[value] ?? choiceInWords(value),
    value,
  }));
  const description = descriptionOf(key, schema, place);
  if (!optional) {
    return fields.select({
      label: labelFor(key),
      ...(description ? { description } : {}),
      options,
      defaultValue: values[0] ?? "",
    });
  }
  const field = fields.select({
    label: labelFor(key),
    ...(description ? { description } : {}),
    options: [{ label: "(none)", value: "" }, ...options],
    defaultValue: "",
  });
  return { ...field, serialize: (value: string) => ({ value: value === "" ? undefined : value }) };
}

/**
 * A value Keystatic has no field for (one of several shapes, a fixed-length
 * list), edited as YAML text; the server's schema check judges it.
 */
function yamlField(key: string, optional: boolean): ComponentSchema {
  const field = fields.text({
    label: `${labelFor(key)} (YAML)`,
    multiline: true,
    validation: { isRequired: !optional },
  });
  return {
    ...field,
    parse: (value: unknown) => (value === undefined ? "" : stringifyYaml(value).trimEnd()),
    serialize: (value: string) => {
      if (value.trim() === "") return { value: undefined };
      try {
        return { value: parseYaml(value) as unknown };
      } catch {
        // Kept as typed: the server's schema check names the field and refuses the save.
        return { value };
      }
    },
  } as ComponentSchema;
}

/** Whether a union is "a text, or a list of texts" (an FAQ answer, SPEC §3). */
function isTextOrLines(options: readonly Schema[]): boolean {
  const [one, many, ...rest] = options.map(defOf);
  return (
    rest.length === 0 &&
    one?.type === "string" &&
    many?.type === "array" &&
    defOf(many.element as Schema).type === "string"
  );
}

/**
 * A text or a list of lines (an FAQ answer) as one box of text, so that
 * nothing typed is read as YAML ("Fees: ₦50,000" stays words): one line is
 * written as the text, several as the list, a line each.
 */
function linesField(key: string, optional: boolean): ComponentSchema {
  const field = fields.text({
    label: labelFor(key),
    description: "One line shows as a paragraph. Several lines show as a list, a point per line.",
    multiline: true,
    validation: { isRequired: !optional },
  });
  return {
    ...field,
    parse: (value: unknown) =>
      typeof value === "string" ? value : Array.isArray(value) ? value.join("\n") : "",
    serialize: (value: string) => {
      const lines = value
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "");
      return { value: lines.length > 1 ? lines : lines[0] };
    },
  } as ComponentSchema;
}

/** The two kinds of picture (content-model/blocks.ts): described, or decorative beside its name. */
const pictureSchemas: readonly Schema[] = [imageSchema, decorativeImageSchema];

/**
 * A picture (`imageSchema` or `decorativeImageSchema`): its fields from the
 * schema, its `src` a name or address to type or a new picture to upload
 * (keystatic/picture-field.tsx).
 */
function pictureObject(key: string, schema: Schema, place: Place): ComponentSchema {
  const shape = defOf(schema).shape as Record<string, Schema>;
  const optional = place.optional ?? false;
  const src = shape.src as Schema;
  const text = textField("src", src, optional, "Picture in use (its name or address)");
  const sized = (side: "width" | "height") => {
    const inner = shape[side];
    if (inner === undefined) return {};
    const note = `Only for a picture given by address: its ${side} in pixels.`;
    // Optional in the schema: the number inside it, with a word on when it is needed.
    return { [side]: numberField(side, defOf(inner).innerType as Schema, true, note) };
  };
  return fields.object(
    {
      ...fieldsFor(schema, place),
      src: pictureField(text, place.pictures),
      ...sized("width"),
      ...sized("height"),
    },
    { label: labelFor(key) },
  );
}

/**
 * A record's sample list (content-model/sample.ts) as a box per field it
 * may name, in the fields' own labels: ticked while the value is still the
 * sample's. The save unticks a replaced value by itself.
 */
function sampleField(schema: Schema): ComponentSchema {
  const list = defOf(defOf(schema).innerType as Schema);
  const fieldsNamed = Object.values(
    defOf(list.element as Schema).entries as Record<string, string>,
  );
  return fields.multiselect({
    label: "Sample content still in place",
    description:
      "Ticked: the value is still the sample the website came with. Untick a value that is right as it is.",
    options: fieldsNamed.map((field) => ({ label: fieldPathInWords(field), value: field })),
  });
}

/** The Keystatic field for one zod schema; `key` names it, `place.optional` relaxes what is required. */
export function fieldFor(key: string, schema: Schema, place: Place): ComponentSchema {
  const def = defOf(schema);
  const optional = place.optional ?? false;
  if (pictureSchemas.includes(schema)) return pictureObject(key, schema, place);
  if (key === sampleKey) return sampleField(schema);
  if (schema === koboSchema)
    return contentKoboField({ label: labelFor(key), isRequired: !optional });
  switch (def.type) {
    case "optional":
    case "default":
      return fieldFor(key, def.innerType as Schema, { ...place, optional: true });
    case "string":
      if (def.format === "date") {
        return contentDateField({ label: labelFor(key), isRequired: !optional });
      }
      return textField(key, schema, optional, labelFor(key), place.hints?.[key]);
    case "number":
      return numberField(key, schema, optional);
    case "boolean":
      return fields.checkbox({ label: labelFor(key) });
    case "enum":
      return choiceField(key, schema, Object.values(def.entries as Record<string, string>), place);
    case "literal":
      return choiceField(key, schema, (def.values as unknown[]).map(String), place);
    case "object": {
      const description = place.hints?.[key];
      return fields.object(fieldsFor(schema, place), {
        label: labelFor(key),
        ...(description ? { description } : {}),
      });
    }
    case "array": {
      const { min, max } = lengthsOf(schema);
      const element = fieldFor(key, def.element as Schema, { ...place, optional: false });
      return fields.array(element, {
        label: labelFor(key),
        itemLabel: itemLabelOf,
        validation: { length: optional ? { max } : { min, max } },
      });
    }
    case "union":
      if (isTextOrLines(def.options as Schema[])) return linesField(key, optional);
      return yamlField(key, optional);
    default:
      return yamlField(key, optional);
  }
}

/** The fields of an object schema, each from its own schema. */
export function fieldsFor(schema: Schema, place: Place): Record<string, ComponentSchema> {
  const shape = defOf(schema).shape as Record<string, Schema>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, inner]) => [key, fieldFor(key, inner, place)]),
  );
}

/**
 * A list item's title in the editor: its text, or its record's first text.
 * Keystatic passes the item's preview props: `value` for a field, `fields`
 * (each with its own `value`) for a record, `elements` for a list.
 */
function itemLabelOf(props: unknown): string {
  const {
    value,
    fields: inner,
    elements,
  } = props as { value?: unknown; fields?: Record<string, unknown>; elements?: unknown[] };
  // A list in a list (a frame of pictures) is named by its first item and how many follow.
  if (elements !== undefined) {
    const [first, ...rest] = elements;
    if (first === undefined) return "Empty list";
    return rest.length === 0 ? itemLabelOf(first) : `${itemLabelOf(first)} and ${rest.length} more`;
  }
  const values = [
    value,
    ...Object.values(inner ?? {}).map((field) => (field as { value?: unknown }).value),
  ];
  const isText = (candidate: unknown): candidate is string =>
    typeof candidate === "string" && candidate !== "";
  // A picture is named by its alt text, or by its file when the alt text is empty.
  const pictureNames = values.map((candidate) => (candidate as Partial<PictureValue>)?.src);
  const text = values.find(isText) ?? pictureNames.find(isText);
  if (text === undefined) return "Item";
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
