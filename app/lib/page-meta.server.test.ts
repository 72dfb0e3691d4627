import { expect, test } from "vitest";
import { pageMetaData } from "./page-meta.server.ts";

const seo = { title: "About us", description: "Who we are and what the hub is for." };
const canonicalOf = (url: string) =>
  new URL(pageMetaData(seo, new Request(url)).canonical).pathname;

test("the canonical address is the page's, whether the prerender asked for its HTML or its data", () => {
  expect(canonicalOf("http://localhost/about/")).toBe("/about");
  expect(canonicalOf("http://localhost/about.data")).toBe("/about");
  expect(canonicalOf("http://localhost/about/_.data")).toBe("/about");
  expect(canonicalOf("http://localhost/_.data")).toBe("/");
  expect(canonicalOf("http://localhost/")).toBe("/");
});
