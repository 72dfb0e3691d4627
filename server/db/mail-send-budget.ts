import type { Database } from "#server/db/database.ts";

/** The budget's clock hour (UTC) of a time: "2026-11-24T13". */
export function hourOf(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/**
 * How the hourly budget (MAIL_HOURLY_BUDGET) is shared out, all from that one
 * setting (docs/decisions/155-mail-budget-spent-at-sending.md):
 * - `clientShare`: a client's (an IPv4 /24, an IPv6 /64) mails per hour that
 *   go in the first turn: a fortieth of the budget, at least one (5 of 200);
 *   its next ones go in later turns, a share at a time, after every other
 *   client's earlier turns;
 * - `reserve`: what mail past its client's share may not spend of an hour,
 *   kept for clients' first mails: a quarter of the budget (50 of 200);
 * - `backlogWarning`: more visitor mail waiting than this (an hour's budget)
 *   and the log says so.
 */
export function budgetShares(hourlyBudget: number) {
  return {
    clientShare: Math.max(1, Math.floor(hourlyBudget / 40)),
    reserve: Math.floor(hourlyBudget / 4),
    backlogWarning: hourlyBudget,
  };
}

/** A send_priority no mail passes: PostgreSQL's largest integer. */
export const anyPriority = 2_147_483_647;

/**
 * A visitor mail's `send_priority`: its turn among its client's mails, from
 * the client's count of them within the hour (1 for the first). 0 is for
 * mail the budget does not count.
 */
export function sendPriorityOf(clientCount: number, clientShare: number): number {
  return Math.min(anyPriority, 1 + Math.floor((Math.max(1, clientCount) - 1) / clientShare));
}

/**
 * Visitor mail sent per clock hour, all instances together (`mail_hourly_sends`).
 * A send is counted before the mail goes, by a claim that keeps the hour
 * within its cap, so all instances together never send more than the budget.
 */
export function mailHourlySends({ db }: Pick<Database, "db">) {
  return {
    /** Counts `count` sends in `hour` unless that would take it past `cap`; false then. */
    async spend(hour: string, count: number, cap: number): Promise<boolean> {
      if (count > cap) return false;
      const result = await db
        .insertInto("mail_hourly_sends")
        .values({ hour, sent: count })
        .onConflict((conflict) =>
          conflict
            .column("hour")
            .doUpdateSet((eb) => ({ sent: eb("mail_hourly_sends.sent", "+", count) }))
            .where((eb) => eb(eb("mail_hourly_sends.sent", "+", count), "<=", cap)),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type MailHourlySends = ReturnType<typeof mailHourlySends>;
