import type { ComponentSchema } from "@keystatic/core";

/**
 * A field's place in the editor's form, in the labels the form shows: the
 * path a content check names ("details.facts.2.value") as
 * ["Details", "Facts", "item 3", "Value"]. Read from the form's own fields,
 * so a refusal names the field as the person sees it, never its YAML key.
 */

type Node = { kind?: string; label?: string; fields?: Record<string, Node>; element?: Node };

export function fieldPathOf(path: string): (string | number)[] {
  if (path === "") return [];
  return path.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
}

export function labelsAlong(
  fields: Record<string, ComponentSchema>,
  path: readonly (string | number)[],
): string[] {
  const labels: string[] = [];
  let node: Node | undefined = { kind: "object", fields: fields as Record<string, Node> };
  for (const step of path) {
    if (node === undefined) break;
    if (node.kind === "array") {
      labels.push(`item ${Number(step) + 1}`);
      node = node.element;
      continue;
    }
    const inner: Node | undefined = node.fields?.[String(step)];
    // A value the form does not have (a key the site does not read) is named as it is.
    labels.push(inner?.label ?? String(step));
    node = inner?.kind === "form" ? undefined : inner;
  }
  return labels;
}
