import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/database.ts";
import { noteDeletedRows } from "#server/db/erased-traces.ts";
import { recipientCutoff } from "#server/db/leads-repository.ts";
import { hourOf } from "#server/db/mail-send-budget.ts";

/** How many rows one sweep removed from each table of limits. */
export type SweptRows = { recipientCaps: number; sendBudgetHours: number; rateLimitCounts: number };

/**
 * Deletes the rows of the mail limits and rate limits that no longer limit
 * anything, so those tables hold only the current window (issue 12):
 * per-recipient slots older than the recipient window (a new claim would
 * overwrite them anyway), the send budget of past clock hours (the sends
 * counted, and the mail queued as instances before decision 155 counted it), and rate-limit
 * counts whose window has ended. Each is one idempotent DELETE, so every
 * instance may sweep; a row claimed again meanwhile is newer than the cutoff
 * and stays.
 */
export async function sweepStaleLimits(
  { db }: Pick<Database, "db">,
  recipientWindowHours: number,
  at: Date = new Date(),
): Promise<SweptRows> {
  const now = at.toISOString();
  const recipientCaps = await db.transaction().execute(async (trx) => {
    const caps = await trx
      .deleteFrom("mail_recipient_caps")
      .where("last_queued_at", "<=", recipientCutoff(now, recipientWindowHours))
      .executeTakeFirst();
    const deleted = Number(caps.numDeletedRows);
    // The slots name addresses: the hourly cleanup wipes them from the files too.
    if (deleted > 0) await noteDeletedRows(trx, ["mail_recipient_caps"]);
    return deleted;
  });
  const sends = await db
    .deleteFrom("mail_hourly_sends")
    .where("hour", "<", hourOf(at))
    .executeTakeFirst();
  const queued = await db
    .deleteFrom("mail_send_budget")
    .where("hour", "<", hourOf(at))
    .executeTakeFirst();
  const rateLimits = await db
    .deleteFrom("rate_limit_hits")
    .where("reset_at", "<=", at.getTime())
    .executeTakeFirst();
  return {
    recipientCaps,
    sendBudgetHours: Number(sends.numDeletedRows) + Number(queued.numDeletedRows),
    rateLimitCounts: Number(rateLimits.numDeletedRows),
  };
}

export type StaleLimitsSweeperOptions = {
  database: Pick<Database, "db" | "describeError">;
  recipientWindowHours: number;
  /** LIMITS_SWEEP_INTERVAL_MS: time between the end of one sweep and the start of the next. */
  intervalMs: number;
  log: FastifyBaseLogger;
};

/**
 * Runs sweepStaleLimits at start and then every `intervalMs`. While the
 * database is away every sweep fails the same way: it says so once, and
 * again when a sweep succeeds.
 */
export function createStaleLimitsSweeper(options: StaleLimitsSweeperOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let failing = false;

  const sweep = () => sweepStaleLimits(options.database, options.recipientWindowHours);

  function tick() {
    running = sweep()
      .then((swept) => {
        if (failing) options.log.info("limits sweep reaches the database again");
        failing = false;
        if (swept.recipientCaps + swept.sendBudgetHours + swept.rateLimitCounts > 0) {
          options.log.debug(swept, "stale limit rows swept");
        }
      })
      .catch((error: unknown) => {
        if (!failing)
          options.log.error(options.database.describeError(error), "limits sweep failed");
        failing = true;
      })
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, options.intervalMs);
          // A pending sweep never keeps the process alive on its own.
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
    /** One sweep now; tests use it. */
    runOnce: sweep,
    /** Stops the timer and waits for a sweep in progress. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
