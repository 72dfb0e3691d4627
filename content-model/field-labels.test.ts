import { expect, test } from "vitest";
import { fieldPathInWords, labelFor } from "./field-labels.ts";

test("a key reads as words, an acronym in capitals", () => {
  expect(labelFor("heading")).toBe("Heading");
  expect(labelFor("loadingCaption")).toBe("Loading caption");
  expect(labelFor("applyUrl")).toBe("Apply URL");
  expect(labelFor("faq")).toBe("FAQ");
  expect(labelFor("seo")).toBe("SEO");
  expect(labelFor("ctas")).toBe("CTAs");
  expect(labelFor("urls")).toBe("URLs");
});

test("a field's place reads as the editor's labels, list items counted from 1 and a picture as a picture", () => {
  expect(fieldPathInWords("closes")).toBe("Closes");
  expect(fieldPathInWords("portrait.src")).toBe("Portrait › Picture");
  expect(fieldPathInWords("sections.2.items.0.title")).toBe(
    "Sections › item 3 › Items › item 1 › Title",
  );
  expect(fieldPathInWords("")).toBe("");
});
