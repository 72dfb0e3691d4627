import { readEntry, readSingleton } from "../read.server.ts";
import { organisationPlaceholders } from "../site/identity.server.ts";
import { type FaqGroup, faqTabValues } from "./faqs.ts";
import { programmeRulePlaceholders } from "./kids-programmes.server.ts";
import type { ProgrammeId } from "./kids-programmes.ts";

const placeholders = () => ({ ...organisationPlaceholders(), ...programmeRulePlaceholders() });

/** A kids programme's questions, with the value of its tab on /codeville/faqs. */
export function readFaqGroup(programme: ProgrammeId): FaqGroup {
  return {
    value: faqTabValues[programme],
    ...readEntry("codeville/faqs", programme, { placeholders: placeholders() }),
  };
}

/** /codeville/faqs with its groups. */
export function readFaqsPage() {
  const { tabs, ...page } = readSingleton("codeville/faqs-page", { placeholders: placeholders() });
  return { ...page, groups: tabs.map((programme) => readFaqGroup(programme)) };
}

export type FaqsPage = ReturnType<typeof readFaqsPage>;
