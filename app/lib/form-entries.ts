/**
 * Every field of a form as the page holds it (app/lib/form-values.ts says
 * why the page, not state): each field's first value, text, the chosen
 * option, a ticked box's value or a chosen file.
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
