import { expect, test } from "vitest";
import { callSchema } from "#content-model/calls/calls.ts";
import { fieldsFor } from "./zod-to-keystatic.ts";

type Field = {
  label: string;
  fields?: Record<string, Field>;
  validate: (value: unknown) => unknown;
};

const cohortFields =
  (fieldsFor(callSchema, { pictures: "calls" }).cohort as unknown as Field).fields ?? {};

test("a cohort's amounts are typed in kobo, and their labels say so", () => {
  const fee = cohortFields.fee;
  expect(fee?.label).toBe("Fee in kobo");
  const instalments = cohortFields.instalments?.fields ?? {};
  expect(instalments.first?.label).toBe("First in kobo");
  expect(instalments.second?.label).toBe("Second in kobo");
});

test("the editor refuses a negative or fractional fee before the save", () => {
  const fee = cohortFields.fee as Field;
  expect(() => fee.validate(-1)).toThrow();
  expect(() => fee.validate(1.5)).toThrow();
  expect(fee.validate(15_000_000)).toBe(15_000_000);
});
