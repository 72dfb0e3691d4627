import { type RefObject, useEffect, useState } from "react";
import { formValues } from "./form-entries.ts";

type Issue = { path: PropertyKey[]; message: string };

/** A zod schema as far as a form needs it (its `safeParse`), without importing zod here. */
export type FormSchema = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: Issue[] } };
};

/** The first message of each field the schema refuses. */
function firstMessages(schema: FormSchema, values: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    messages[String(issue.path[0])] ??= issue.message;
  }
  return messages;
}

function isFilled(value: FormDataEntryValue | undefined): boolean {
  return typeof value === "string" ? value.trim() !== "" : (value?.size ?? 0) > 0;
}

/**
 * A form checked with its schema as the visitor works: a field shows its
 * message once left, every field once the form is sent, and a message from
 * the service until the field changes. Values are read from the page at each
 * check, never kept in state (app/lib/form-entries.ts), so what was typed
 * before the scripts arrived is kept, checked and sent like the rest; fields
 * already filled in when the script starts are checked at once, except the
 * one the visitor is typing in.
 */
export function useFormChecks(
  formRef: RefObject<HTMLFormElement | null>,
  schema: FormSchema,
  fields: readonly string[],
) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [answered, setAnswered] = useState<Record<string, string>>({});

  function recheck(): Record<string, string> {
    const form = formRef.current;
    const found = form ? firstMessages(schema, formValues(form)) : {};
    setMessages(found);
    return found;
  }

  // Once, when the script takes over the form: it runs on the page as the visitor left it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form, schema and fields are fixed for the component's life
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = formValues(form);
    const typing = document.activeElement;
    setChecked(
      new Set(
        fields.filter(
          (field) => isFilled(values[field]) && form.elements.namedItem(field) !== typing,
        ),
      ),
    );
    setMessages(firstMessages(schema, values));
  }, []);

  return {
    /** The message under a field, if it has one to show. */
    messageOf(field: string): string | undefined {
      if (field in answered) return answered[field];
      return checked.has(field) ? messages[field] : undefined;
    },
    /** The visitor left the field: from now on it shows its message. */
    left(field: string) {
      setChecked((previous) => new Set(previous).add(field));
      recheck();
    },
    /** The field changed: the service's word on it no longer holds. */
    changed(field: string) {
      setAnswered(({ [field]: _stale, ...rest }) => rest);
      recheck();
    },
    /** Before a send: every field shows its message; answers the first refused field, in order. */
    checkAll(): string | undefined {
      setChecked(new Set(fields));
      const found = recheck();
      return fields.find((field) => field in found);
    },
    /** The service refused fields, with a message for each. */
    answer(fieldMessages: Record<string, string>) {
      setAnswered(fieldMessages);
    },
    /** A fresh form: nothing checked, nothing answered. */
    clear() {
      setChecked(new Set());
      setMessages({});
      setAnswered({});
    },
  };
}
