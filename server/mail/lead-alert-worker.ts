import type { FastifyBaseLogger } from "fastify";
import { leadKinds } from "#schemas/staff.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import type { LeadAlerts } from "#server/db/lead-alerts.ts";
import { leadAlertMail, programmeApplicationAlertMail } from "#server/mail/lead-alert-mail.ts";

export type LeadAlertWorkerOptions = {
  alerts: LeadAlerts;
  staffUrl: string;
  /** The live release's content, which names each call as the staff pages do. */
  content: () => ServiceContent;
  pollMs: number;
  log: FastifyBaseLogger;
  describeError?: (error: unknown) => object;
};

/**
 * Leads older than this get no mail: after a long stop of the service a
 * mail per lead of last week would be noise, and the inbox has them all.
 */
const horizonMs = 7 * 86_400_000;

/** Pending alerts read at a time. */
const batch = 100;

/**
 * Queues the staff's mail about each new lead into the outbox (the outbox
 * worker sends it). It looks for leads not yet mailed to each person who
 * chose their kind, so it covers every way a lead is written, and the ledger
 * keeps it to one mail per lead per person across instances.
 */
export function createLeadAlertWorker(options: LeadAlertWorkerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  /** One pass; resolves with the number of mails queued. Tests call it directly. */
  async function runOnce(now = new Date()): Promise<number> {
    const horizon = new Date(now.getTime() - horizonMs).toISOString();
    let queued = 0;
    for (const kind of leadKinds) {
      for (;;) {
        const pending = await options.alerts.pending(kind, horizon, batch);
        for (const { lead, recipient } of pending) {
          const mail = leadAlertMail(kind, lead, recipient.email, options.staffUrl);
          if (await options.alerts.queue(kind, lead.id, recipient.id, mail, now.toISOString())) {
            queued += 1;
          }
        }
        if (pending.length < batch) break;
      }
    }
    // Programme applications, by the same ledger: one mail per application per person.
    for (;;) {
      const pending = await options.alerts.pendingApplications(horizon, batch);
      for (const { application, recipient } of pending) {
        const mail = programmeApplicationAlertMail(
          application,
          callNames(application.call, options.content()),
          recipient.email,
          options.staffUrl,
        );
        const at = now.toISOString();
        if (
          await options.alerts.queue(
            "programme-application",
            application.id,
            recipient.id,
            mail,
            at,
          )
        ) {
          queued += 1;
        }
      }
      if (pending.length < batch) break;
    }
    // A ledger row outlives its lead's horizon by a day, so a lead is never looked at unledgered.
    await options.alerts.prune(new Date(now.getTime() - horizonMs - 86_400_000).toISOString());
    return queued;
  }

  const describeError = options.describeError ?? ((error: unknown) => ({ err: error }));

  function tick() {
    running = runOnce()
      .then((queued) => {
        // A count only: the mails quote leads, the log never does.
        if (queued > 0) options.log.info({ queued }, "lead alerts queued");
      })
      .catch((error: unknown) => options.log.error(describeError(error), "lead alerts failed"))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  }

  return {
    start() {
      stopped = false;
      tick();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
