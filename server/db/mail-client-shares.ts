import { clientNetwork } from "#server/client-address.ts";
import { budgetShares, sendPriorityOf } from "#server/db/mail-send-budget.ts";
import type { Counter } from "#server/db/rate-limit-store.ts";

/** A client's share is counted per hour from its first mail. */
const shareWindowMs = 3_600_000;

/**
 * The send_priority of a client's next visitor mail (issue 31, item 12): its
 * client (clientNetwork: an IPv4 /24, an IPv6 /64) is counted in the rate
 * limits' counter, which every instance shares on PostgreSQL (and SQLite's
 * one instance keeps in memory), so one client's flood of mail waits behind
 * every other client's first mails instead of in front of them
 * (docs/decisions/155-mail-budget-spent-at-sending.md).
 */
export function mailClientShares(count: Counter, hourlyBudget: number) {
  const { clientShare } = budgetShares(hourlyBudget);
  return async (clientAddress: string): Promise<number> => {
    const { current } = await count(`visitor-mail:${clientNetwork(clientAddress)}`, shareWindowMs);
    return sendPriorityOf(current, clientShare);
  };
}

export type MailClientShares = ReturnType<typeof mailClientShares>;
