import { applyLinks, applyTargetFor, programmeApplyLinkKeys } from "#app/config/apply-links.ts";
import type { ProgrammeCard } from "#content/blocks.ts";
import type { ProgrammeCardContent } from "#content/codeville/programme-cards.ts";

/**
 * The programme cards with their Apply resolved (SPEC §2: a card's Apply
 * follows its own link, or leads to the closed page when it has none). Runs
 * in loaders at prerender.
 */
export function programmeCardsWithApply(
  cards: readonly ProgrammeCardContent[],
  links = applyLinks,
): ProgrammeCard[] {
  return cards.map(({ id, applyLabel, ...card }) => {
    const target = applyTargetFor(links[programmeApplyLinkKeys[id]]);
    return { ...card, apply: { label: applyLabel, link: target.href, external: target.external } };
  });
}
