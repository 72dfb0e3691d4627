import { expect, test } from "vitest";
import * as z from "zod/mini";
import { ContentError, checkEntry } from "./load.ts";

function reasonsFor(schema: z.ZodMiniType, data: unknown): Record<string, string> {
  try {
    checkEntry("page.yaml", data, schema);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return Object.fromEntries(error.problems.map(({ field, reason }) => [field, reason]));
  }
  return {};
}

test("a content rule that fails says what the field needs, never zod's bare 'Invalid input'", () => {
  const schema = z.strictObject({
    title: z.string().check(z.minLength(1), z.maxLength(5)),
    intro: z.string(),
    status: z.enum(["open", "closed"]),
    photos: z.array(z.string()).check(z.minLength(2)),
    link: z.url(),
  });
  expect(
    reasonsFor(schema, { title: "Far too long", status: "maybe", photos: [], link: "nope" }),
  ).toEqual({
    title: "this may have at most 5 characters",
    intro: "this is empty: fill it in",
    status: "choose one of: open, closed",
    photos: "this needs at least 2 items",
    link: "this should be a web address, such as https://example.org",
  });
  expect(reasonsFor(schema, { title: "", intro: 3 })).toMatchObject({
    title: "this is empty: fill it in",
    intro: "this should be a text",
  });
});

test("a schema's own message is kept as it is written", () => {
  const schema = z.object({ closes: z.string().check(z.minLength(10, "give the whole date")) });
  expect(reasonsFor(schema, { closes: "soon" })).toEqual({ closes: "give the whole date" });
});
