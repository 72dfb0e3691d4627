/**
 * A field of Keystatic's form marked as refused by the server (issue 32,
 * item 5): `aria-invalid` and the refusal's message added to what describes
 * it, so a screen reader on the field hears why. Keystatic's own form check
 * marks a field it refuses itself; the server's checks (rules across
 * fields, a picture's file) happen where Keystatic cannot see them.
 */

/** Marks the field; the function returned puts its attributes back as they were. */
export function markRefused(field: HTMLElement, messageId: string): () => void {
  const invalid = field.getAttribute("aria-invalid");
  const describedBy = field.getAttribute("aria-describedby");
  const ids = (describedBy ?? "").split(/\s+/).filter(Boolean);
  field.setAttribute("aria-invalid", "true");
  field.setAttribute(
    "aria-describedby",
    [messageId, ...ids.filter((id) => id !== messageId)].join(" "),
  );
  return () => {
    if (invalid === null) field.removeAttribute("aria-invalid");
    else field.setAttribute("aria-invalid", invalid);
    if (describedBy === null) field.removeAttribute("aria-describedby");
    else field.setAttribute("aria-describedby", describedBy);
  };
}
