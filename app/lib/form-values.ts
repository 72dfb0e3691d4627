/**
 * What a form holds, read from the page itself: each field's first value
 * (text, the chosen option, a ticked box's value, a chosen file).
 *
 * The site's forms never bind a value from React state. A visitor on a slow
 * phone types before the scripts arrive; hydration leaves those values in the
 * page, but a form that held its values in state would put its own (empty)
 * ones back at its next render. So the page is where a value lives, from the
 * first keystroke to the send, and forms read it when they need it
 * (docs/decisions/175-forms-keep-what-was-typed-before-hydration.md).
 */
export function formValues(form: HTMLFormElement): Record<string, FormDataEntryValue> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of new FormData(form)) {
    if (!(name in values)) values[name] = value;
  }
  // A chosen file from the input's own list: the file the browser sends, and
  // the one a test's simulated DOM sets (its FormData does not see it).
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && element.type === "file" && element.name) {
      const file = element.files?.[0];
      if (file) values[element.name] = file;
    }
  }
  return values;
}

/** A text field's value as the page holds it; "" when the form has none. */
export function textValue(values: Record<string, FormDataEntryValue>, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}
