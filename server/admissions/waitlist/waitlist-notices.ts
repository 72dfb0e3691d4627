import type { FastifyBaseLogger } from "fastify";
import { type AdmissionForms, programmeNameIn } from "#content-model/admissions/forms.server.ts";
import {
  type Call,
  type CallProgramme,
  callFileName,
  callProgrammes,
  isCallOpen,
  openCallApplyTarget,
} from "#content-model/calls/calls.ts";
import { siteDate } from "#content-model/dates.ts";
import type { WaitlistMails } from "#content-model/site/waitlist-mails.ts";
import { urlOnSite } from "#schemas/site-url.ts";
import type { WaitlistRepository } from "#server/db/waitlist-repository.ts";
import { callOpenNotice } from "#server/mail/waitlist-messages.ts";

export type WaitlistNoticesOptions = {
  repository: Pick<WaitlistRepository, "untold" | "tell">;
  /** The live release's calls, forms and waitlist mails (server/content/live-content.ts). */
  content: () => {
    calls: readonly Call[];
    admissionForms: AdmissionForms;
    waitlistMails: WaitlistMails;
  };
  /** Today in Enugu, YYYY-MM-DD: a call is open by its dates on this day. */
  today: () => string;
  siteUrl: string;
  /** The sealed link out of a programme's waitlist (server/mail/mail-links.ts). */
  leaveLink: (email: string, programme: CallProgramme) => string;
};

/**
 * Tells every waiting place of each programme with an open call, once per
 * place and call (issue 34). Safe to run at any time, from any number of
 * instances: the repository's (place, call) key decides who is told.
 * Returns how many mails this run queued.
 */
export function waitlistNotices({
  repository,
  content,
  today,
  siteUrl,
  leaveLink,
}: WaitlistNoticesOptions) {
  return async function tellOpenCalls(): Promise<number> {
    const { calls, admissionForms, waitlistMails } = content();
    const day = today();
    let queued = 0;
    for (const programme of callProgrammes) {
      const call = calls.find((each) => each.programme === programme && isCallOpen(each, day));
      // An open call has a closing date (callSchema), which its mail says.
      if (!call?.closes) continue;
      const name = callFileName(call);
      const target = openCallApplyTarget(call);
      const applyUrl = target.external ? target.href : urlOnSite(siteUrl, target.href);
      const programmeName = programmeNameIn(admissionForms, programme);
      for (const place of await repository.untold(programme, name)) {
        const mail = callOpenNotice(waitlistMails, {
          to: place.email,
          programme: programmeName,
          edition: call.edition,
          closes: siteDate(call.closes),
          applyUrl,
          leaveUrl: leaveLink(place.email, programme),
        });
        if (await repository.tell(place, name, mail)) queued += 1;
      }
    }
    return queued;
  };
}

/** A call opens at midnight by its date; its waitlist hears within this time. */
export const waitlistCheckIntervalMs = 10 * 60_000;

/**
 * Runs the check at start and then every `intervalMs`: a call opens by its
 * date at midnight with no publish, and a publish on another instance is
 * read from the live release here too. Runs never overlap in one process; one asked for during a run follows it.
 */
export function startWaitlistChecks(options: {
  tellOpenCalls: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let running: Promise<void> | null = null;
  // A check asked for during a run (a publish) runs again after it, on the new content.
  let again = false;
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = options
      .tellOpenCalls()
      .then((queued) => {
        if (queued > 0) options.log.info({ queued }, "waitlists told of open calls");
      })
      .catch((error: unknown) => options.log.error({ err: error }, "waitlist check failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void check();
        }
      });
    return running;
  };
  const timer = setInterval(check, options.intervalMs);
  timer.unref();
  void check();
  return {
    check,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
