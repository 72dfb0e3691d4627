import { expect, test } from "vitest";
import { pagePath } from "./current-page.ts";

test("a path with or without its trailing slash is the same page; the home page stays /", () => {
  expect(pagePath("/about/")).toBe("/about");
  expect(pagePath("/about")).toBe("/about");
  expect(pagePath("/")).toBe("/");
});

test("paths stay case sensitive (SPEC §2)", () => {
  expect(pagePath("/About/")).not.toBe(pagePath("/about"));
});
