import { expect, test } from "vitest";
import { cardSpans, rowSizes } from "./grid-layout.ts";

test("five cards fill two rows, three then two, with no empty slot", () => {
  expect(rowSizes(5, 3)).toEqual([3, 2]);
  expect(cardSpans(5)).toEqual([
    "lg:col-span-4",
    "lg:col-span-4",
    "lg:col-span-4",
    "lg:col-span-6",
    "lg:col-span-6",
  ]);
});

test("rows stay even and never exceed the row size", () => {
  for (let count = 1; count <= 14; count += 1) {
    for (const perRow of [3, 4] as const) {
      const sizes = rowSizes(count, perRow);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(perRow);
    }
  }
  expect(rowSizes(4, 3)).toEqual([2, 2]);
  expect(rowSizes(7, 3)).toEqual([3, 2, 2]);
  expect(rowSizes(8, 4)).toEqual([4, 4]);
});
