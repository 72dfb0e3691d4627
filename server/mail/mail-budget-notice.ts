import type { FastifyBaseLogger } from "fastify";

/**
 * Tells the staff, once per clock hour and instance, that the hour's mail
 * budget is spent and mail to visitors now waits for a later hour (issue 25,
 * item 2): a warning, since it may mean a flood or a budget set too low.
 */
export function mailBudgetNotice(log: FastifyBaseLogger) {
  let lastNoticedHour: string | undefined;
  return (spentHour: string, sendHour: string) => {
    if (spentHour === lastNoticedHour) return;
    lastNoticedHour = spentHour;
    log.warn(
      { hour: spentHour, sendsFrom: sendHour },
      "hourly mail budget spent: leads are stored and their mail queued for a later hour",
    );
  };
}
