import fc from "fast-check";
import { expect, test } from "vitest";
import type * as z from "zod/mini";
import { readTalentChoices } from "#content-model/hub/talent.server.ts";
import { contactMessageSchema } from "./contact-message.ts";
import { brochureTemplateParamsSchema } from "./email-send.ts";
import { mailingListSignupSchema } from "./mailing-list.ts";
import { ruleMessageId, ruleMessages } from "./rule-messages.ts";
import { talentFieldsSchemas } from "./talent-forms.ts";

const talent = talentFieldsSchemas(readTalentChoices());

/** Every field a form posts, with the schema the service checks it with. */
const fields: [string, z.core.$ZodType][] = [
  ...Object.entries(talent.application.shape).map(([field, schema]) => [
    `application ${field}`,
    schema,
  ]),
  ...Object.entries(talent["hiring-request"].shape).map(([field, schema]) => [
    `hiring ${field}`,
    schema,
  ]),
  ...Object.entries(contactMessageSchema.shape)
    .filter(([field]) => field !== "website")
    .map(([field, schema]) => [`contact ${field}`, schema]),
  ["mailing-list email", mailingListSignupSchema.shape.email],
  ["brochure email", brochureTemplateParamsSchema.shape.to_email],
] as [string, z.core.$ZodType][];

/** What a visitor, a paste or a hand-made post can put in a field. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    undefined,
    "",
    "   ",
    "twelve",
    "12",
    "ada@",
    "ada@example",
    "https://acme",
    "javascript:alert(1)",
    "2027-02-30",
    "Ada\r\nBcc: x@y.z",
    "a\u0000b",
    "x".repeat(5_001),
    "0803 123 4567",
  ),
);

test("every message a field's rules can give is one its result page holds", () => {
  for (const [name, schema] of fields) {
    const known = new Set(ruleMessages(schema));
    fc.assert(
      fc.property(anyValue, (value) => {
        for (const issue of (schema as z.ZodMiniType).safeParse(value).error?.issues ?? []) {
          expect(known, `${name}: ${JSON.stringify(value)}`).toContain(issue.message);
        }
      }),
      { numRuns: 150 },
    );
  }
});

test("within a field, each message has an id of its own, fit for an address's fragment", () => {
  for (const [name, schema] of fields) {
    const ids = ruleMessages(schema).map(ruleMessageId);
    expect(new Set(ids).size, name).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^rule-[a-z0-9]+(-[a-z0-9]+)*$/);
  }
});

test("SPEC §5's message for a number of employees that is not digits has its id", () => {
  expect(ruleMessages(talent["hiring-request"].shape.noOfEmployees)).toContain("Numbers only");
  expect(ruleMessageId("Numbers only")).toBe("rule-numbers-only");
});
