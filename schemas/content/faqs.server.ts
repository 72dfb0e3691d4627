import {
  type FaqGroup,
  type FaqGroupValue,
  faqGroupFileSchema,
  faqsPageFileSchema,
} from "./faqs.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { programmeRulePlaceholders } from "./kids-programmes.server.ts";
import { loadEntry } from "./load.ts";

const placeholders = { ...organisationPlaceholders, ...programmeRulePlaceholders };

/** One group of questions, by its tab value. */
export function readFaqGroup(value: FaqGroupValue): FaqGroup {
  return { value, ...loadEntry(`codeville/faqs/${value}.yaml`, faqGroupFileSchema, placeholders) };
}

/** /codeville/faqs with its groups. */
export function readFaqsPage() {
  const { tabs, ...page } = loadEntry("codeville/faqs-page.yaml", faqsPageFileSchema, placeholders);
  return { ...page, groups: tabs.map(readFaqGroup) };
}

export type FaqsPage = ReturnType<typeof readFaqsPage>;
