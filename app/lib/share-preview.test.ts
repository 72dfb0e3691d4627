import { expect, test } from "vitest";
import { brandOfPath, sharePreviewPath } from "./share-preview.ts";

test("a page's share preview sits under /og at its own path", () => {
  expect(sharePreviewPath("/")).toBe("/og/index.png");
  expect(sharePreviewPath("/about")).toBe("/og/about.png");
  expect(sharePreviewPath("/about/")).toBe("/og/about.png");
  expect(sharePreviewPath("/codeville/programmes/kids-code-camp")).toBe(
    "/og/codeville/programmes/kids-code-camp.png",
  );
});

test("a page is drawn in its section's colours, the hub's outside the three sections", () => {
  expect(brandOfPath("/codeville")).toBe("codeville");
  expect(brandOfPath("/codeville/faqs")).toBe("codeville");
  expect(brandOfPath("/startzone/investment")).toBe("startzone");
  expect(brandOfPath("/sparks")).toBe("sparks");
  expect(brandOfPath("/")).toBe("hub");
  expect(brandOfPath("/about")).toBe("hub");
  expect(brandOfPath("/codevillex")).toBe("hub");
});
