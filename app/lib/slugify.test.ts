import { expect, test } from "vitest";
import { slugify } from "./slugify.ts";

test("a heading becomes a lower-case fragment id of words joined by hyphens", () => {
  expect(slugify("How long we keep it")).toBe("how-long-we-keep-it");
  expect(slugify("  Your rights (NDPA 2023)! ")).toBe("your-rights-ndpa-2023");
});
