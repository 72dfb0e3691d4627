import { expect, test } from "vitest";
import { cn } from "./cn.ts";

test("joins the truthy class names in order", () => {
  expect(cn("text-body", false, undefined, "text-on-brand", { "mt-4": true, hidden: false })).toBe(
    "text-body text-on-brand mt-4",
  );
});
