import { componentsPageFileSchema } from "./codeville-components.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { readFaqGroup } from "./faqs.server.ts";
import { loadEntry } from "./load.ts";

/** /codeville/components as the page receives it, its accordion's questions read from their group. */
export function readComponentsPage() {
  const page = loadEntry(
    "codeville/components.yaml",
    componentsPageFileSchema,
    codevillePlaceholders,
  );
  const { group, questions } = page.accordion;
  return { ...page, accordion: readFaqGroup(group).items.slice(0, questions) };
}
