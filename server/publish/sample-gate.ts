import { sampleFacts } from "#content-model/sample-facts.server.ts";
import type { SamplesState } from "#schemas/staff-start.ts";
import type { SampleConfirmation } from "#server/db/launch-repository.ts";

/**
 * The sample facts a Publish checks before it goes live (issue 32, item 20;
 * docs/decisions/171-sample-facts.md): every fact still listed in the content
 * being published, and whether an admin confirmed it for the values it holds.
 * A site whose address is public (`enforced`) goes live only when none is
 * left unconfirmed; a site on a developer's machine only shows them.
 */
export type SampleGateOptions = {
  contentDir: string;
  confirmations: () => Promise<SampleConfirmation[]>;
  enforced: boolean;
};

export async function sampleGateState(options: SampleGateOptions): Promise<SamplesState> {
  const confirmed = new Map((await options.confirmations()).map((entry) => [entry.fact, entry]));
  const facts = sampleFacts(options.contentDir).map((fact) => {
    const confirmation = confirmed.get(fact.id);
    return {
      ...fact,
      confirmed:
        confirmation?.digest === fact.digest ? { by: confirmation.by, at: confirmation.at } : null,
    };
  });
  return {
    enforced: options.enforced,
    unconfirmed: facts.filter((fact) => fact.confirmed === null).length,
    facts,
  };
}

/** Why a Publish may not go live, in the words an editor reads on the Publish page; null if it may. */
export function sampleGateRefusal(state: SamplesState): string | null {
  if (!state.enforced || state.unconfirmed === 0) return null;
  const left = state.facts.filter((fact) => fact.confirmed === null);
  const named = left
    .slice(0, 3)
    .map((fact) => `${fact.item}: ${fact.record}`)
    .join("; ");
  const more = left.length > 3 ? `, and ${left.length - 3} more` : "";
  const count = left.length === 1 ? "1 piece" : `${left.length} pieces`;
  return `Not published: the website would still show ${count} of the sample content it came with (${named}${more}). Replace each in Site content, or an admin confirms it may stay, on the Start page under "Sample content", then publish again.`;
}
