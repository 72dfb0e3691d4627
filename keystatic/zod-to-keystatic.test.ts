import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import * as z from "zod/mini";
import {
  anchorNameSchema,
  decorativeImageSchema,
  faqItemSchema,
  imageSchema,
} from "#content-model/blocks.ts";
import { linkSchema } from "#content-model/links.ts";
import { contentItems } from "#content-model/registry.ts";
import { sampleMarker } from "#content-model/sample.ts";
import { selectionStagesSchema } from "#content-model/site/selection-stages.ts";
import { filesOf } from "#content-model/validate.server.ts";
import { descriptionOf, fieldFor, fieldsFor } from "./zod-to-keystatic.ts";

/** Where pictures uploaded in the item under test go. */
const place = { pictures: "hub/team" };

/**
 * The rules a Keystatic field takes from its zod schema. Each field's
 * `validate` is Keystatic's own check; a field refusing a value throws.
 */

type Field = {
  kind: string;
  validate: (value: unknown, extra?: unknown) => unknown;
  serialize: (value: unknown) => { value: unknown };
  parse: (value: unknown, extra?: unknown) => unknown;
  options?: { value: string }[];
  fields?: Record<string, Field>;
  element?: Field;
  itemLabel?: (props: unknown) => string;
};

const asField = (field: unknown) => field as Field;

/** Every `answer` in a content file's data, at any depth. */
function answersIn(data: unknown): unknown[] {
  if (Array.isArray(data)) return data.flatMap(answersIn);
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === "answer" ? [value] : answersIn(value),
  );
}
const accepts = (field: Field, value: unknown) => {
  try {
    field.validate(value);
    return true;
  } catch {
    return false;
  }
};

describe("texts", () => {
  test("a text takes its minimum and maximum length", () => {
    const field = asField(
      fieldFor("title", z.string().check(z.minLength(5), z.maxLength(8)), place),
    );
    expect(accepts(field, "abcd")).toBe(false);
    expect(accepts(field, "abcde")).toBe(true);
    expect(accepts(field, "abcdefghi")).toBe(false);
  });

  test("an https-only address refuses http:// with the schema's own message", () => {
    const field = asField(
      fieldFor(
        "applyUrl",
        z.url({ protocol: /^https$/, message: "must be an https:// address" }),
        place,
      ),
    );
    expect(accepts(field, "https://forms.example/a")).toBe(true);
    expect(() => field.validate("http://forms.example/a")).toThrow(
      "Apply URL must be an https:// address",
    );
  });

  test("an address or an email may be a whole placeholder, which the site fills from its record", () => {
    const link = asField(fieldFor("link", z.url({ protocol: /^https$/ }), place));
    expect(accepts(link, "{organisation.mapLink}")).toBe(true);
    expect(accepts(link, "{organisation.mapLink} and more")).toBe(false);
    const email = asField(fieldFor("email", z.email(), place));
    expect(accepts(email, "{organisation.email}")).toBe(true);
    expect(accepts(email, "not an address")).toBe(false);
  });

  test("a pattern of the schema is the field's pattern", () => {
    const field = asField(fieldFor("phone", z.string().check(z.regex(/^\+234\d+$/)), place));
    expect(accepts(field, "+2348012345678")).toBe(true);
    expect(accepts(field, "08012345678")).toBe(false);
  });

  test("an optional text with a pattern may be left empty: the pattern judges only what is typed", () => {
    const field = asField(fieldFor("anchor", z.optional(anchorNameSchema), place));
    expect(accepts(field, "")).toBe(true);
    expect(accepts(field, "how-to-apply")).toBe(true);
    expect(() => field.validate("How To Apply")).toThrow(
      "Anchor must be lower-case letters, digits and hyphens",
    );
  });

  test("a text holding a placeholder is not measured in the editor: the server measures it filled", () => {
    const field = asField(fieldFor("description", z.string().check(z.maxLength(20)), place));
    expect(accepts(field, "A text longer than twenty characters")).toBe(false);
    expect(accepts(field, "{startupBoost.title} and {springboard.title}")).toBe(true);
  });

  test("a link takes https, mailto, tel, a site path or a placeholder, and refuses a script", () => {
    const field = asField(fieldFor("href", linkSchema, place));
    for (const link of [
      "https://wa.me/234",
      "mailto:{organisation.email}",
      "tel:+2348031234567",
      "/contact",
      "/sparks#faq",
      "#programmes",
      "{organisation.mapLink}",
    ]) {
      expect(accepts(field, link), link).toBe(true);
    }
    for (const link of [
      "javascript:alert(1)",
      "http://example.org",
      "//evil.example",
      "data:text/html,x",
    ]) {
      expect(() => field.validate(link), link).toThrow(
        "Href must be a link starting with https://",
      );
    }
  });

  test("an optional text may be empty and is then left out of the file", () => {
    const field = asField(fieldFor("bio", z.optional(z.string().check(z.minLength(3))), place));
    expect(accepts(field, "")).toBe(true);
    expect(field.serialize("").value).toBeUndefined();
  });

  test("a required text that may be empty (decorative alt text) is kept in the file", () => {
    const field = asField(fieldFor("alt", z.string(), place));
    expect(field.serialize("").value).toBe("");
  });
});

describe("other values", () => {
  test("a date is a date field, required unless optional", () => {
    expect(accepts(asField(fieldFor("opens", z.iso.date(), place)), null)).toBe(false);
    expect(accepts(asField(fieldFor("opens", z.optional(z.iso.date()), place)), null)).toBe(true);
  });

  test("a whole number keeps its bounds; a strict bound becomes the next whole number", () => {
    const percent = asField(
      fieldFor("share", z.number().check(z.int(), z.gte(0), z.lte(100)), place),
    );
    expect(accepts(percent, 100)).toBe(true);
    expect(accepts(percent, 101)).toBe(false);
    const positive = asField(fieldFor("order", z.number().check(z.int(), z.positive()), place));
    expect(accepts(positive, 0)).toBe(false);
    expect(accepts(positive, 1)).toBe(true);
  });

  test("a choice offers the schema's values; an optional one also none, written as nothing", () => {
    const required = asField(fieldFor("status", z.enum(["open", "closed"]), place));
    expect(required.options?.map((option) => option.value)).toEqual(["open", "closed"]);
    const optional = asField(fieldFor("icon", z.optional(z.enum(["rocket", "flame"])), place));
    expect(optional.options?.map((option) => option.value)).toEqual(["", "rocket", "flame"]);
    expect(optional.serialize("").value).toBeUndefined();
  });

  test("a choice is offered in words, and stored as its value", () => {
    const programme = asField(
      fieldFor("programme", z.enum(["kids-code-camp", "juniorAcademy", "open"]), place),
    ) as unknown as { options: { label: string; value: string }[] };
    expect(programme.options).toEqual([
      { label: "Kids code camp", value: "kids-code-camp" },
      { label: "Junior academy", value: "juniorAcademy" },
      { label: "Open", value: "open" },
    ]);
  });

  test("a choice with a name of its own is offered by that name", () => {
    const programme = asField(
      fieldFor("programme", z.enum(["kids-code-camp", "open"]), {
        ...place,
        choiceNames: { "kids-code-camp": "Kids Code Camp" },
      }),
    ) as unknown as { options: { label: string; value: string }[] };
    expect(programme.options).toEqual([
      { label: "Kids Code Camp", value: "kids-code-camp" },
      { label: "Open", value: "open" },
    ]);
  });

  test("a flag is a checkbox", () => {
    expect(asField(fieldFor("external", z.optional(z.boolean()), place)).kind).toBe("form");
  });
});

describe("records and lists", () => {
  test("a record's fields follow their own schemas", () => {
    const shape = fieldsFor(
      z.strictObject({ name: z.string().check(z.minLength(1)), year: z.number() }),
      place,
    );
    expect(Object.keys(shape)).toEqual(["name", "year"]);
    expect(accepts(asField(shape.name), "")).toBe(false);
  });

  test("inside an optional record nothing is required, so an absent record can stay absent", () => {
    const field = asField(
      fieldFor(
        "cta",
        z.optional(z.strictObject({ label: z.string().check(z.minLength(1)) })),
        place,
      ),
    );
    expect(field.kind).toBe("object");
    expect(accepts(field.fields?.label as Field, "")).toBe(true);
  });

  test("a list takes its length bounds and its items their schema", () => {
    const field = asField(
      fieldFor("facts", z.array(z.string().check(z.minLength(2))).check(z.minLength(1)), place),
    );
    expect(field.kind).toBe("array");
    expect(accepts(field.element as Field, "a")).toBe(false);
  });

  test("a list of lists of pictures is a list whose items are lists of pictures, each with an upload, named by their first picture", () => {
    const field = asField(
      fieldFor("frames", z.array(z.array(imageSchema)).check(z.length(3)), place),
    );
    expect([field.kind, field.element?.kind, field.element?.element?.kind]).toEqual([
      "array",
      "array",
      "object",
    ]);
    expect(field.element?.element?.fields?.src).toMatchObject({ formKind: "asset" });
    const picture = (alt: string) => ({
      fields: { alt: { value: alt }, src: { value: { src: "a" } } },
    });
    expect(field.itemLabel?.({ elements: [picture("Children racing"), picture("A ball")] })).toBe(
      "Children racing and 1 more",
    );
    expect(field.itemLabel?.({ elements: [picture("Children racing")] })).toBe("Children racing");
    expect(field.itemLabel?.({ elements: [] })).toBe("Empty list");
  });

  test("a text or a list of lines (an FAQ answer) is one box of text, nothing in it read as YAML: one line is the text, several the list", () => {
    const textSchema = z.string().check(z.minLength(1));
    const field = asField(
      fieldFor("answer", z.union([textSchema, z.array(textSchema).check(z.minLength(1))]), place),
    );
    expect(field.kind).toBe("form");
    expect(field.serialize("Fees: ₦50,000 a term").value).toBe("Fees: ₦50,000 a term");
    expect(field.serialize("- 2027\n\n  true  \n").value).toEqual(["- 2027", "true"]);
    expect(field.parse(["One line.", "Another: with a colon."])).toBe(
      "One line.\nAnother: with a colon.",
    );
    expect(field.parse("Just text.")).toBe("Just text.");
    expect(accepts(field, "")).toBe(false);
  });

  test("every FAQ answer of the content reads into its box and back unchanged", () => {
    const field = asField(fieldFor("answer", faqItemSchema.shape.answer, place));
    const answers = contentItems
      .flatMap((item) => filesOf(item))
      .flatMap((file) => answersIn(parse(readFileSync(path.join("content", file), "utf8"))));
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers)
      expect(field.serialize(field.parse(answer)).value).toEqual(answer);
  });

  test("a value of several shapes is edited as YAML and written back as data", () => {
    const field = asField(
      fieldFor("stat", z.union([z.strictObject({ fact: z.string() }), z.array(z.number())]), place),
    );
    expect(field.parse([1, 2])).toBe("- 1\n- 2");
    expect(field.serialize("fact: trained").value).toEqual({ fact: "trained" });
  });
});

describe("pictures", () => {
  test("a picture that says something needs its alt text; one beside its name may leave it empty; both take an upload", () => {
    type PictureObject = { fields: Record<string, unknown> };
    const described = fieldFor("image", imageSchema, place) as unknown as PictureObject;
    const decorative = fieldFor(
      "portrait",
      decorativeImageSchema,
      place,
    ) as unknown as PictureObject;
    expect(accepts(asField(described.fields.alt), "")).toBe(false);
    expect(accepts(asField(decorative.fields.alt), "")).toBe(true);
    for (const picture of [described, decorative]) {
      expect(picture.fields.src).toMatchObject({ formKind: "asset", directory: "hub/team" });
    }
  });
});

test("a record's sample list is a box per field it may name, labelled as the field is", () => {
  const shape = { phone: z.string(), address: z.strictObject({ street: z.string() }) };
  const field = asField(fieldFor("sample", sampleMarker(shape), place)) as Field & {
    label: string;
    options: { label: string; value: string }[];
  };
  expect(field.kind).toBe("form");
  expect(field.options).toEqual([
    { label: "Phone", value: "phone" },
    { label: "Address › Street", value: "address.street" },
  ]);
  expect(field.serialize(["address.street"])).toEqual({ value: ["address.street"] });
});

test("a group of fields shows its place's hint under its name, as a text or a choice does", () => {
  const hinted = { ...place, hints: { cohort: "Kids programmes only." } };
  const group = z.optional(z.strictObject({ places: z.number() }));
  expect(fieldFor("cohort", group, hinted)).toMatchObject({ description: "Kids programmes only." });
  expect(fieldFor("cohort", group, place)).not.toHaveProperty("description");
});

test("a field's help is its place's hint, else the description its schema carries", () => {
  const kind = z.enum(["step", "interview"]).check(z.describe("What the stage does."));
  expect(descriptionOf("kind", kind, place)).toBe("What the stage does.");
  const hinted = { ...place, hints: { kind: "A collection's own word." } };
  expect(descriptionOf("kind", kind, hinted)).toBe("A collection's own word.");
  expect(descriptionOf("kind", z.enum(["step"]), place)).toBeUndefined();
});

test("the editor says what each kind of selection stage does, in words, not only in the file's comments", () => {
  type Shaped = { _zod: { def: { shape: Record<string, Shaped>; element: Shaped } } };
  const list = (selectionStagesSchema as unknown as Shaped)._zod.def.shape.default as Shaped;
  const kind = list._zod.def.element._zod.def.shape.kind as unknown as z.ZodMiniType;
  const description = descriptionOf("kind", kind, place);
  for (const each of ["Step", "Interview", "Waitlisted", "Offered", "Accepted"]) {
    expect(description).toContain(`${each}: `);
  }
});
