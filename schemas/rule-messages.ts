import type * as z from "zod/mini";

/**
 * The messages a field's schema can give, read from the schema itself, so a
 * page can show the exact message of the rule a form broke without a second
 * list of them (issue 32, item 21). Every rule of the forms' schemas names
 * its message (`{ error: "Numbers only" }`); a rule without one would be
 * missing here, which schemas/rule-messages.test.ts guards.
 */
type Def = {
  type?: string;
  error?: (issue?: unknown) => unknown;
  checks?: { _zod: { def: Def } }[];
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

export function ruleMessages(schema: z.core.$ZodType): string[] {
  const messages = new Set<string>();
  const visit = (def: Def) => {
    const message = def.error?.();
    if (typeof message === "string") messages.add(message);
    for (const check of def.checks ?? []) visit(check._zod.def);
    for (const inner of [def.in, def.out, def.innerType, ...(def.options ?? [])]) {
      if (inner) visit(defOf(inner));
    }
  };
  visit(defOf(schema));
  return [...messages];
}

/**
 * The id a result page gives a rule's message, and the fragment the lead
 * service adds to the page's address (`…/invalid-noOfEmployees#rule-numbers-only`):
 * the page shows that message alone, with JavaScript or without. A message
 * is the form's fixed text, never what was typed.
 */
export function ruleMessageId(message: string): string {
  const slug = message
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `rule-${slug}`;
}

/** Each message a field's schema can give, with the id its result page gives it. */
export function ruleMessageList(schema: z.core.$ZodType): { id: string; text: string }[] {
  return ruleMessages(schema).map((text) => ({ id: ruleMessageId(text), text }));
}

/** A refused form's result page, pointed at the message of the rule that failed. */
export function withRuleMessage(path: string, message: string | undefined): string {
  return message ? `${path}#${ruleMessageId(message)}` : path;
}
