import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { editorKey } from "#content-model/content-entries.ts";
import { contentItems, entryFileNameField } from "#content-model/registry.ts";
import { filesOf } from "#content-model/validate.server.ts";
import { keystaticFormProblems } from "#tests/support/keystatic-form.ts";
import { keystaticConfig } from "./keystatic-config.ts";

/**
 * Every page of the editor opens on content that can be saved as it is: no
 * field, optional or not, refuses a value the shipped content has (issue 32,
 * item 7: an empty optional "Anchor" blocked 14 of the 51 pages).
 */

const entries = contentItems.flatMap((item) =>
  filesOf(item, "content").map((file) => ({ item, file })),
);

test.each(entries)("$file opens in the editor and can be saved unchanged", ({ item, file }) => {
  const data = parse(readFileSync(path.join("content", file), "utf8"));
  const key = editorKey(item);
  const problems =
    item.kind === "singleton"
      ? keystaticFormProblems(keystaticConfig.singletons?.[key]?.schema ?? {}, data)
      : keystaticFormProblems(keystaticConfig.collections?.[key]?.schema ?? {}, data, {
          field: entryFileNameField,
          value: path.basename(file, ".yaml"),
        });
  expect(problems).toEqual([]);
});
