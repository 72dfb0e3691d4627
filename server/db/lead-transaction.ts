import type { CompiledQuery } from "kysely";

export type WriteResult<R> = { rows: R[]; changes: number };

/** The statements of one lead, run in one transaction on either database. */
export type LeadTransaction = {
  run<R>(query: CompiledQuery<R>): Promise<WriteResult<R>>;
};

/**
 * Thrown inside a lead's transaction to undo it and tell the caller why: a
 * brochure already sent to that address today, an address that asked for no
 * more mail, or this hour's send budget spent.
 */
export class LeadRefused extends Error {
  constructor(readonly reason: "already-sent" | "unsubscribed" | "budget-spent") {
    super(`lead refused: ${reason}`);
  }
}
