import type { CompiledQuery } from "kysely";

export type WriteResult<R> = { rows: R[]; changes: number };

/** The statements of one lead, run in one transaction on either database. */
export type LeadTransaction = {
  run<R>(query: CompiledQuery<R>): Promise<WriteResult<R>>;
};

/**
 * Thrown inside a lead's transaction to undo it and tell the caller why: a
 * brochure already sent to that address today, or an address that asked for
 * no more mail. (A spent mail budget never refuses a lead: its mail waits.)
 */
export class LeadRefused extends Error {
  constructor(readonly reason: "already-sent" | "unsubscribed") {
    super(`lead refused: ${reason}`);
  }
}
