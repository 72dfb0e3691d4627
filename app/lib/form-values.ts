/**
 * A form's values, read from the page itself.
 *
 * The site's forms never bind a value from React state. A visitor on a slow
 * phone types before the scripts arrive; hydration leaves those values in the
 * page, but a form that held its values in state would put its own (empty)
 * ones back at its next render. So the page is where a value lives, from the
 * first keystroke to the send, and forms read it when they need it
 * (docs/decisions/175-forms-keep-what-was-typed-before-hydration.md).
 * A form that needs all of them at once reads app/lib/form-entries.ts.
 */

/** One text field's value as the page holds it; "" when the form has none. */
export function textValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}
