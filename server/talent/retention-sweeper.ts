import type { FastifyBaseLogger } from "fastify";
import type { Admissions } from "#server/admissions/admissions.ts";
import type { ErasedTraces } from "#server/db/erased-traces.ts";
import type { LeadRetention } from "#server/db/lead-retention.ts";
import type { TalentLeads } from "#server/talent/talent-leads.ts";

export type RetentionSweeperOptions = {
  talent: Pick<TalentLeads, "sweep">;
  /** Programme applications with their files, and the orphans of their folder. */
  admissions: Pick<Admissions, "sweep">;
  leads: Pick<LeadRetention, "sweep">;
  /** Wipes what the deleted rows (these and any erasure's not yet wiped) left in the files. */
  traces: Pick<ErasedTraces, "clean">;
  describeError: (error: unknown) => object;
  log: FastifyBaseLogger;
  /** Time between the end of one sweep and the start of the next. */
  intervalMs?: number;
  /** The clock the periods are counted against (tests move it). */
  now?: () => Date;
};

/** Retention is counted in months: an hourly sweep deletes a lead within an hour of its day. */
const defaultIntervalMs = 60 * 60 * 1000;

/**
 * Runs the retention sweep at start and then every hour: expired talent and
 * programme applications with their files, orphaned files in both folders
 * (and their `.incoming` partials), and the other kinds of lead past their
 * periods, with the mails about them (/privacy states each period); then the
 * traces any deletion left in the database's files are wiped. Every
 * instance may sweep: each step is idempotent. While the database is away
 * every sweep fails the same way: it says so once, and again when one succeeds.
 */
export function createRetentionSweeper(options: RetentionSweeperOptions) {
  const intervalMs = options.intervalMs ?? defaultIntervalMs;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let failing = false;

  async function sweep() {
    const at = now();
    const talent = await options.talent.sweep(at);
    const admissions = await options.admissions.sweep(at);
    const leads = await options.leads.sweep(at);
    const counts = { ...talent, ...admissions, ...leads };
    if (Object.values(counts).some((count) => count > 0)) {
      options.log.info(counts, "leads past their retention deleted");
    }
    const wiped = await options.traces.clean();
    if (wiped.length > 0) options.log.info({ tables: wiped }, "deleted rows wiped from the files");
    if (failing) options.log.info("retention sweep works again");
    failing = false;
  }

  function tick() {
    running = sweep()
      .catch((error: unknown) => {
        if (!failing) options.log.error(options.describeError(error), "retention sweep failed");
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
