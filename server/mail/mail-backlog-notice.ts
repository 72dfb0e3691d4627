import type { FastifyBaseLogger } from "fastify";

/** While the backlog stays past its threshold, the warning is repeated this often. */
const repeatMs = 3_600_000;

/**
 * Tells the staff when visitor mail waiting for the hourly budget passes
 * `threshold` (an hour's budget: the last of it then waits over an hour),
 * again every hour while it stays past, and when it is back under; and how
 * many mails past their client's share were given up. Counts only: no
 * address or client in the log.
 */
export function mailBacklogNotice(log: FastifyBaseLogger, threshold: number) {
  let warnedAt: number | null = null;
  return (backlog: { waiting: number; pastShare: number; givenUp: number }, now = Date.now()) => {
    if (backlog.givenUp > 0) {
      log.warn(
        { givenUp: backlog.givenUp },
        "visitor mail past its client's share given up after waiting 72 hours for the mail budget",
      );
    }
    if (backlog.waiting > threshold) {
      if (warnedAt === null || now - warnedAt >= repeatMs) {
        log.warn(
          { waiting: backlog.waiting, pastShare: backlog.pastShare, threshold },
          "visitor mail backlog past an hour's budget: mail waits for later hours",
        );
        warnedAt = now;
      }
    } else if (warnedAt !== null) {
      log.info(
        { waiting: backlog.waiting, threshold },
        "visitor mail backlog back under an hour's budget",
      );
      warnedAt = null;
    }
  };
}
