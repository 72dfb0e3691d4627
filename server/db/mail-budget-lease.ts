import type { CompiledQuery } from "kysely";
import type { Database } from "#server/db/database.ts";

/** The hourly budget's settings, as leadsRepository's MailLimits has them. */
export type BudgetLimits = {
  hourlyBudget: number;
  onMailDeferred?: ((spentHour: string, sendHour: string) => void) | undefined;
};

/**
 * How many clock hours ahead a mail may be queued when the budget is spent
 * (issue 25, item 2). Past them the lead is refused: a flood that large
 * should not fill days of the SMTP account's quota.
 */
export const budgetHoursAhead = 72;

/** The budget's clock hour (UTC) of a timestamp: "2026-11-24T13". */
export function hourOf(at: string): string {
  return at.slice(0, 13);
}

/** The clock hour `offset` hours after `hour` ("2026-11-24T13" + 1 = "2026-11-24T14"). */
export function hourAfter(hour: string, offset: number): string {
  return hourOf(new Date(Date.parse(`${hour}:00:00.000Z`) + offset * 3_600_000).toISOString());
}

/**
 * How many mails of the current hour an instance claims at once: a fiftieth
 * of the budget, 1 to 100. Small enough that what other instances hold
 * unspent when the hour's count is reached is a sliver of it; large enough
 * that at a few hundred signups a second the shared row is written a few
 * times a second instead of once per signup (docs/decisions/082-signup-throughput.md).
 */
export function leaseSize(hourlyBudget: number): number {
  return Math.max(1, Math.min(100, Math.floor(hourlyBudget / 50)));
}

/**
 * The hourly mail budget as one instance spends it (decisions 021, 057, 082).
 * The shared count per clock hour (`mail_send_budget`) is only ever raised by
 * a claim that keeps it within the budget, so all instances together never
 * queue more than the budget for an hour. An instance claims a lease of the
 * current hour's budget in one statement and spends it in memory; a mail not
 * queued after all goes back to the lease; what is left of it at shutdown
 * goes back to the shared count. Once the current hour is spent, mail spends
 * the first later hour with budget left, one at a time, as before.
 */
export function mailBudgetLease({ db }: Pick<Database, "db">, limits: BudgetLimits) {
  const size = leaseSize(limits.hourlyBudget);
  let lease = { hour: "", left: 0 };
  /** The hour this instance found spent: no more claims on it, straight to the look-ahead. */
  let spentHour = "";
  /** One claim at a time: requests that find the lease empty wait for it rather than all claim. */
  let claiming: Promise<void> | null = null;

  async function changes(query: CompiledQuery): Promise<number> {
    return Number((await db.executeQuery(query)).numAffectedRows ?? 0);
  }

  /** Raises the hour's count by `count` unless that would pass the budget. */
  function claim(hour: string, count: number): CompiledQuery {
    return db
      .insertInto("mail_send_budget")
      .values({ hour, queued: count })
      .onConflict((conflict) =>
        conflict
          .column("hour")
          .doUpdateSet((eb) => ({ queued: eb("mail_send_budget.queued", "+", count) }))
          .where((eb) => eb(eb("mail_send_budget.queued", "+", count), "<=", limits.hourlyBudget)),
      )
      .compile();
  }

  function giveBackToCount(hour: string, count: number): CompiledQuery {
    return db
      .updateTable("mail_send_budget")
      .set((eb) => ({ queued: eb("queued", "-", count) }))
      .where("hour", "=", hour)
      .compile();
  }

  function addToLease(hour: string, count: number) {
    lease = { hour, left: (lease.hour === hour ? lease.left : 0) + count };
  }

  /** A whole lease, or near the hour's end a single mail; nothing once the hour is spent. */
  async function claimLease(hour: string): Promise<void> {
    for (const count of size > 1 ? [size, 1] : [1]) {
      if ((await changes(claim(hour, count))) === 1) {
        addToLease(hour, count);
        return;
      }
    }
    spentHour = hour;
  }

  /**
   * The look-ahead once `current` is spent: one mail of the first later hour
   * with budget left. Another instance may take an hour's last mail between
   * the look and the claim: the next open hour is tried then.
   */
  async function spendLaterHour(current: string): Promise<string | null> {
    const spent = await db
      .selectFrom("mail_send_budget")
      .select("hour")
      .where("hour", ">", current)
      .where("hour", "<", hourAfter(current, budgetHoursAhead))
      .where("queued", ">=", limits.hourlyBudget)
      .execute();
    const spentHours = new Set(spent.map((row) => row.hour));
    for (let offset = 1; offset < budgetHoursAhead; offset += 1) {
      const hour = hourAfter(current, offset);
      if (spentHours.has(hour)) continue;
      if ((await changes(claim(hour, 1))) === 1) {
        limits.onMailDeferred?.(current, hour);
        return hour;
      }
    }
    return null;
  }

  return {
    /**
     * Takes one mail of the budget for a lead created at `at`: the clock hour
     * it counts in (the current one, or a later one whose start it then waits
     * for), or null when every hour of the look-ahead is spent.
     */
    async take(at: string): Promise<string | null> {
      const current = hourOf(at);
      for (;;) {
        if (lease.hour === current && lease.left > 0) {
          lease.left -= 1;
          return current;
        }
        if (spentHour === current) return spendLaterHour(current);
        if (claiming) {
          await claiming;
          continue;
        }
        claiming = claimLease(current).finally(() => {
          claiming = null;
        });
        await claiming;
      }
    },

    /** A mail taken for `hour` and not queued after all. */
    async giveBack(hour: string): Promise<void> {
      if (hour === lease.hour) {
        lease.left += 1;
        return;
      }
      // Should this fail (the database away), the hour counts one mail too
      // many: the budget errs on the safe side.
      await changes(giveBackToCount(hour, 1)).catch(() => undefined);
    },

    /** At shutdown: the lease's unspent mails go back to the shared count for other instances. */
    async release(): Promise<void> {
      const { hour, left } = lease;
      lease = { hour: "", left: 0 };
      if (left > 0 && hour === hourOf(new Date().toISOString())) {
        await changes(giveBackToCount(hour, left));
      }
    },
  };
}

export type MailBudgetLease = ReturnType<typeof mailBudgetLease>;
