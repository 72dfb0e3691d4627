import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { leadFormsSchema } from "./lead-forms.ts";

const shipped = parse(readFileSync("content/site/lead-forms.yaml", "utf8")) as {
  contact: Record<string, unknown>;
};

test("the shipped words of the lead forms follow their rules", () => {
  expect(leadFormsSchema.safeParse(shipped).success).toBe(true);
});

test("a toast or sending label other than SPEC's is refused, naming the field", () => {
  const changed = { ...shipped, contact: { ...shipped.contact, successMessage: "Thanks!" } };
  const result = leadFormsSchema.safeParse(changed);
  expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
    "contact.successMessage",
  ]);
});

test("every privacy note links the privacy notice", () => {
  const changed = {
    ...shipped,
    contact: { ...shipped.contact, privacyNote: { text: "x", linkLabel: "y", link: "/about" } },
  };
  expect(leadFormsSchema.safeParse(changed).success).toBe(false);
});
