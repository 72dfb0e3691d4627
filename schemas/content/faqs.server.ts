import type { FaqGroup, FaqGroupValue } from "./faqs.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { programmeRulePlaceholders } from "./kids-programmes.server.ts";
import { readEntry, readSingleton } from "./read.server.ts";

const placeholders = () => ({ ...organisationPlaceholders(), ...programmeRulePlaceholders() });

/** One group of questions, by its tab value. */
export function readFaqGroup(value: FaqGroupValue): FaqGroup {
  return { value, ...readEntry("codeville/faqs", value, { placeholders: placeholders() }) };
}

/** /codeville/faqs with its groups. */
export function readFaqsPage() {
  const { tabs, ...page } = readSingleton("codeville/faqs-page", { placeholders: placeholders() });
  return { ...page, groups: tabs.map(readFaqGroup) };
}

export type FaqsPage = ReturnType<typeof readFaqsPage>;
