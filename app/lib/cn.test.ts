import { expect, test } from "vitest";
import { cn } from "./cn.ts";

test("a type-scale size and a text colour on one element both survive", () => {
  expect(cn("text-body text-on-brand")).toBe("text-body text-on-brand");
});

test("a later size from the type scale replaces an earlier one", () => {
  expect(cn("text-body", "text-lead")).toBe("text-lead");
});

test("a caller's colour overrides the component's colour", () => {
  expect(cn("text-on-brand", "text-ink")).toBe("text-ink");
});
