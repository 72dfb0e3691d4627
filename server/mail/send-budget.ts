import {
  anyPriority,
  budgetShares,
  hourOf,
  type MailHourlySends,
} from "#server/db/mail-send-budget.ts";

type Claimed = { send_priority: number };

/**
 * The hourly budget (MAIL_HOURLY_BUDGET) as an outbox worker spends it
 * (docs/decisions/155-mail-budget-spent-at-sending.md): each claimed visitor
 * mail takes one of its clock hour's sends, counted for all instances, before
 * it goes. Mail in its client's first turn (send_priority 1) may take all of
 * the hour; mail past the share only what the reserve leaves, so a client's
 * flood never spends the sends the next visitor's first mail needs. Mail to
 * staff (priority 0) is not counted. What the hour cannot cover waits for the
 * next one; the worker stops claiming what it knows cannot go this hour.
 */
export function sendBudget(sends: MailHourlySends, hourlyBudget: number) {
  const { reserve } = budgetShares(hourlyBudget);
  const capOf = (priority: number) => (priority === 1 ? hourlyBudget : hourlyBudget - reserve);
  /** This instance's knowledge of the hour: the last send_priority that may still go in it. */
  let known = { hour: "", upTo: anyPriority };

  function thisHour(now: Date) {
    const hour = hourOf(now);
    if (known.hour !== hour) known = { hour, upTo: anyPriority };
    return known;
  }

  /** Up to `count` sends under `cap`: all at once when they fit, else one by one. How many. */
  async function take(hour: string, count: number, cap: number): Promise<number> {
    if (await sends.spend(hour, count, cap)) return count;
    let taken = 0;
    while (count > 1 && taken < count && (await sends.spend(hour, 1, cap))) taken += 1;
    return taken;
  }

  return {
    /** The last send_priority worth claiming now: 0 once the hour is spent. */
    upToPriority: (now: Date) => thisHour(now).upTo,

    /** Splits claimed mail into what may be sent now and what must wait for the next hour. */
    async cover<M extends Claimed>(claimed: M[], now: Date): Promise<{ send: M[]; wait: M[] }> {
      const hour = thisHour(now);
      const send = claimed.filter((mail) => mail.send_priority === 0);
      const wait: M[] = [];
      const turns = [
        { level: 1, mails: claimed.filter((mail) => mail.send_priority === 1) },
        {
          level: 2,
          mails: claimed
            .filter((mail) => mail.send_priority > 1)
            .sort((a, b) => a.send_priority - b.send_priority),
        },
      ];
      for (const { level, mails } of turns) {
        if (mails.length === 0) continue;
        const taken = hour.upTo < level ? 0 : await take(hour.hour, mails.length, capOf(level));
        send.push(...mails.slice(0, taken));
        wait.push(...mails.slice(taken));
        if (taken < mails.length) hour.upTo = Math.min(hour.upTo, level - 1);
      }
      return { send, wait };
    },
  };
}

export type SendBudget = ReturnType<typeof sendBudget>;
