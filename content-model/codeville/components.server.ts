import { readSingleton } from "../read.server.ts";
import { readFaqGroup } from "./faqs.server.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

/** /codeville/components as the page receives it, its accordion's questions read from their group. */
export function readComponentsPage() {
  const page = readSingleton("codeville/components", { placeholders: codevillePlaceholders() });
  const { group, questions } = page.accordion;
  return { ...page, accordion: readFaqGroup(group).items.slice(0, questions) };
}
