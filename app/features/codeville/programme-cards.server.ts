import type { ProgrammeCard } from "#content/blocks.ts";
import type { ProgrammeCardContent } from "#content/codeville/programme-cards.ts";
import { kidsCardApply } from "#schemas/content/calls.server.ts";

/**
 * The programme cards with their Apply resolved (SPEC §2: a card's Apply
 * follows its programme's call, or leads to the closed page while it is
 * closed). Runs in loaders at prerender.
 */
export function programmeCardsWithApply(cards: readonly ProgrammeCardContent[]): ProgrammeCard[] {
  return cards.map(({ id, applyLabel, ...card }) => {
    const target = kidsCardApply(id);
    return { ...card, apply: { label: applyLabel, link: target.href, external: target.external } };
  });
}
