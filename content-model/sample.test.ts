import { expect, test } from "vitest";
import * as z from "zod/mini";
import {
  sampleFieldsOf,
  sampleMarker,
  sampleRecordsIn,
  valueAt,
  withoutReplacedSamples,
} from "./sample.ts";

const picture = z.strictObject({ src: z.string(), alt: z.string() });
const shape = {
  name: z.string(),
  address: z.strictObject({ street: z.string(), city: z.string() }),
  portrait: z.optional(picture),
  tags: z.array(z.string()),
};
const record = z.strictObject({ ...shape, sample: sampleMarker(shape) });

test("a record's sample list names its fields: nested records by path, pictures and lists whole", () => {
  expect(sampleFieldsOf(shape)).toEqual([
    "name",
    "address.street",
    "address.city",
    "portrait",
    "tags",
  ]);
});

test("a sample list may name only the record's own fields, each once", () => {
  const base = { name: "Ada", address: { street: "1 Road", city: "Enugu" }, tags: [] };
  expect(record.safeParse({ ...base, sample: ["name", "address.street"] }).success).toBe(true);
  expect(record.safeParse(base).success).toBe(true);
  expect(record.safeParse({ ...base, sample: ["address"] }).success).toBe(false);
  expect(record.safeParse({ ...base, sample: ["phone"] }).success).toBe(false);
  expect(record.safeParse({ ...base, sample: ["name", "name"] }).success).toBe(false);
});

test("every record that lists sample fields is found, wherever it sits in a file", () => {
  const data = {
    heading: "Portfolio",
    sample: ["heading"],
    items: [{ name: "Real Ltd" }, { name: "Spareline", sample: ["name"] }],
  };
  expect(sampleRecordsIn(data).map(({ at, fields }) => ({ at, fields }))).toEqual([
    { at: [], fields: ["heading"] },
    { at: ["items", 1], fields: ["name"] },
  ]);
  expect(valueAt(data.items[1] as Record<string, unknown>, "name")).toBe("Spareline");
});

test("a save drops a sample field whose value was replaced, and the list once it is empty", () => {
  const before = {
    phone: "+234 809 555 0142",
    email: "hello@hub.example",
    sample: ["phone", "email"],
  };
  const saved = withoutReplacedSamples({ ...before, phone: "+234 803 123 4567" }, before);
  expect(saved).toEqual({ ...before, phone: "+234 803 123 4567", sample: ["email"] });
  const both = withoutReplacedSamples(
    { phone: "+234 803 123 4567", email: "ada@hub.ng", sample: ["phone", "email"] },
    before,
  );
  expect(both).toEqual({ phone: "+234 803 123 4567", email: "ada@hub.ng" });
});

test("a sample record moved in its list, or a new one copied from a sample, stays marked", () => {
  const one = { name: "Spareline", link: "https://spareline.example", sample: ["name", "link"] };
  const two = { name: "Sunvolt", link: "https://sunvolt.example", sample: ["name", "link"] };
  const before = { items: [one, two] };
  expect(withoutReplacedSamples({ items: [two, one] }, before)).toEqual({ items: [two, one] });
  expect(withoutReplacedSamples({ items: [one, two, { ...one }] }, before)).toEqual({
    items: [one, two, one],
  });
});

test("a new file keeps the sample list it was sent with", () => {
  const data = { name: "Amara", sample: ["name"] };
  expect(withoutReplacedSamples(data, undefined)).toEqual(data);
});
