import type { FastifyBaseLogger } from "fastify";
import type { TalentLeads } from "#server/talent/talent-leads.ts";

export type RetentionSweeperOptions = {
  talent: Pick<TalentLeads, "sweep">;
  describeError: (error: unknown) => object;
  log: FastifyBaseLogger;
  /** Time between the end of one sweep and the start of the next. */
  intervalMs?: number;
};

/** Retention is counted in months: an hourly sweep deletes a résumé within an hour of its day. */
const defaultIntervalMs = 60 * 60 * 1000;

/**
 * Runs the talent leads' retention sweep (expired applications and their
 * résumés, orphaned files) at start and then every hour. Every instance may
 * sweep: each step is idempotent. While the database is away every sweep
 * fails the same way: it says so once, and again when one succeeds.
 */
export function createRetentionSweeper(options: RetentionSweeperOptions) {
  const intervalMs = options.intervalMs ?? defaultIntervalMs;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let failing = false;

  function tick() {
    running = options.talent
      .sweep()
      .then((swept) => {
        if (failing) options.log.info("résumé retention sweep works again");
        failing = false;
        if (swept.expired + swept.orphans > 0) options.log.info(swept, "résumés deleted");
      })
      .catch((error: unknown) => {
        if (!failing)
          options.log.error(options.describeError(error), "résumé retention sweep failed");
        failing = true;
      })
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    /** Stops the timer and waits for a sweep in progress. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
