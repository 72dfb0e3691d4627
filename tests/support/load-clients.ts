/**
 * Concurrent clients for load runs: each runs `step` again and again until
 * stopped, and every outcome is kept with its latency, so a run can count
 * failures and know which leads the service acknowledged.
 */
export type StepOutcome = {
  kind: string;
  ok: boolean;
  /** The status, or 0 when no answer came. */
  status: number;
  /** The lead's address when this step sent one and it was acknowledged. */
  acknowledged?: string;
  /** For a failure: what came back (the start of the body, or the error). */
  detail?: string;
};

/** An outcome with when its step began (performance.now()) and how long it took. */
export type TimedOutcome = StepOutcome & { startedAt: number; ms: number };

export function startClients(
  clients: number,
  step: (client: number, n: number) => Promise<StepOutcome>,
) {
  const outcomes: TimedOutcome[] = [];
  let running = true;
  const startedAt = performance.now();
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; running; n += 1) {
      const started = performance.now();
      const outcome = await step(client, n);
      outcomes.push({ ...outcome, startedAt: started, ms: performance.now() - started });
    }
  });
  return {
    outcomes,
    /** Lets each client finish the step it is in, then returns everything. */
    async stop() {
      running = false;
      await Promise.all(loops);
      return { outcomes, seconds: (performance.now() - startedAt) / 1000 };
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Requests per second and p99 of one kind of step. */
export function summarise(outcomes: TimedOutcome[], kind: string, seconds: number) {
  const ofKind = outcomes.filter((outcome) => outcome.kind === kind);
  return {
    kind,
    requests: ofKind.length,
    perSecond: Math.round(ofKind.length / seconds),
    p99: Math.round(
      percentile(
        ofKind.map((outcome) => outcome.ms),
        99,
      ),
    ),
    failed: ofKind.filter((outcome) => !outcome.ok).length,
  };
}
