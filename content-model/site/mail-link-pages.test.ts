import { expect, test } from "vitest";
import { mailingListActionPages } from "#schemas/form-posts.ts";
import { readMailLinkPagesByPath } from "./mail-link-pages.server.ts";

test("every page a mailing-list link opens has its words, with no placeholder left", () => {
  const pages = readMailLinkPagesByPath();
  expect([...pages.keys()].sort()).toEqual(Object.values(mailingListActionPages).sort());
  expect(JSON.stringify([...pages.values()])).not.toMatch(/\{[A-Za-z]\w*\.[A-Za-z]\w*\}/);
});
