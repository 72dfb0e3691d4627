import { existsSync, readdirSync, realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import {
  type AdmissionForms,
  formVersion,
  readAdmissionForms,
} from "#content-model/admissions/forms.server.ts";
import type { AdmissionForm } from "#content-model/admissions/forms.ts";
import { buildDate, readCalls } from "#content-model/calls/calls.server.ts";
import type { Call, CallProgramme } from "#content-model/calls/calls.ts";
import { readTalentChoices } from "#content-model/hub/talent.server.ts";
import type { TalentChoices } from "#content-model/hub/talent.ts";
import { contentRoot } from "#content-model/load.ts";
import { type LiveBankDetails, readBankDetails } from "#content-model/site/bank-details.server.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import type { Identity } from "#content-model/site/identity.ts";
import { readPaymentPages } from "#content-model/site/payment-pages.server.ts";
import type { PaymentPagesWords } from "#content-model/site/payment-pages.ts";
import { readSelectionStages } from "#content-model/site/selection-stages.server.ts";
import type { SelectionStages } from "#content-model/site/selection-stages.ts";
import { readStageMails } from "#content-model/site/stage-mails.server.ts";
import type { StageMails } from "#content-model/site/stage-mails.ts";
import { readStatusPages } from "#content-model/site/status-pages.server.ts";
import type { StatusPagesWords } from "#content-model/site/status-pages.ts";
import { readWaitlistMails } from "#content-model/site/waitlist-mails.server.ts";
import type { WaitlistMails } from "#content-model/site/waitlist-mails.ts";
import { releaseName } from "#server/publish/release-folders.ts";

/** What the running service reads from content: the forms, their choices, and who its mails are from. */
export type ServiceContent = {
  /** The content folder it was read from. */
  root: string;
  identity: Identity;
  talentChoices: TalentChoices;
  /**
   * The calls as written (whether one is open depends on the day it is
   * asked: `isCallOpen`), and the hub's application forms.
   */
  calls: readonly Call[];
  admissionForms: AdmissionForms;
  /**
   * Each form's version before its live one, from the releases kept beside
   * it: a page opened before a publish may still send it (decision 245),
   * for `formBeforeHours` after the publish that replaced it.
   */
  formsBefore: FormsBefore;
  /** The account the payment page gives for bank transfers (issue 35). */
  bankDetails: LiveBankDetails;
  /** The words of the pages the parents' payment links open (issue 35). */
  paymentPages: PaymentPagesWords;
  /** The words of the pages the applicants' status links open (issue 34). */
  statusPages: StatusPagesWords;
  /** The mails an application's move to a stage sends (issue 34). */
  stageMails: StageMails;
  /** Each programme's selection stages (issue 34, decision 237). */
  selectionStages: SelectionStages;
  /** The mails a programme's waitlist sends (issue 33, decision 247). */
  waitlistMails: WaitlistMails;
};

/**
 * The content folder of the release served from `siteDir`: a release keeps
 * the content it was built from beside its pages (`<release>/content` beside
 * `<release>/client`, server/publish/publisher.ts), and SITE_DIR follows the
 * `current` link to the live one. A site folder that is no release (the
 * build of `npm test`) has none: the working content folder stands in.
 */
export function releaseContentRoot(siteDir: string, fallback: string): string {
  try {
    const root = join(dirname(realpathSync(siteDir)), "content");
    return existsSync(join(root, "site", "identity.yaml")) ? root : fallback;
  } catch {
    return fallback;
  }
}

/**
 * How long a form's version before the live one is still taken, from the
 * publish that replaced it (decision 249): long enough for a page left open
 * across the publish to be sent, short enough that a form's old questions
 * or wider bounds (a kids form's ages, a date's days) are not a way in for
 * days, until enough publishes have pruned the release that had them.
 */
export const formBeforeHours = 24;

/** A form's version before the live one, and when (ISO) the release with the live version was made. */
export type FormBefore = { form: AdmissionForm; replacedAt: string };

export type FormsBefore = ReadonlyMap<CallProgramme, FormBefore>;

/** A release folder's time, from its name (`20261129T100000Z-3`), as ISO. */
function releaseTime(name: string): string {
  const [, date = "", time = ""] = /^(\d{8})T(\d{6})Z/.exec(name) ?? [];
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4)}Z`;
}

/**
 * Each live form's version just before it: walking the kept releases older
 * than the live one (server/publish/release-folders.ts), newest first, the
 * first whose form differs, with the time of the release after it (the
 * publish that brought the live version). A content folder that is no
 * release's (a fixed build, the tests) has none; an old release that no
 * longer reads is passed.
 */
export function formsBefore(root: string, live: AdmissionForms): FormsBefore {
  const release = dirname(root);
  const releases = dirname(release);
  if (!releaseName.test(basename(release))) return new Map();
  const older = readdirSync(releases)
    .filter((name) => releaseName.test(name) && name < basename(release))
    .sort()
    .reverse();
  const before = new Map<CallProgramme, FormBefore>();
  // The newest release known to carry each live version, as the walk goes back.
  const carriedSince = new Map<CallProgramme, string>();
  for (const programme of live.keys()) carriedSince.set(programme, basename(release));
  for (const name of older) {
    let forms: AdmissionForms;
    try {
      forms = readAdmissionForms(join(releases, name, "content"));
    } catch {
      continue;
    }
    for (const [programme, form] of forms) {
      const now = live.get(programme);
      if (!now || before.has(programme)) continue;
      if (formVersion(programme, form.questions) !== formVersion(programme, now.questions)) {
        before.set(programme, {
          form,
          replacedAt: releaseTime(carriedSince.get(programme) ?? basename(release)),
        });
      } else {
        carriedSince.set(programme, name);
      }
    }
  }
  return before;
}

/**
 * The service's content, always that of the release it serves (issue 33,
 * item 1): when a publish or a rollback switches the live release, the next
 * request reads the new release's content, in every instance, with no
 * restart. If the new release's content cannot be read, the content read
 * before stays (and `onError` says why): a request never fails for it.
 */
export function liveContent(
  siteDir: string,
  onError: (error: unknown, root: string) => void,
  fallback: string = contentRoot(),
) {
  let current: ServiceContent | null = null;
  let failedRoot: string | null = null;
  const read = (root: string): ServiceContent => {
    const admissionForms = readAdmissionForms(root);
    return {
      root,
      identity: readIdentity(root),
      talentChoices: readTalentChoices(root),
      calls: readCalls(buildDate(), root),
      admissionForms,
      formsBefore: formsBefore(root, admissionForms),
      bankDetails: readBankDetails(root),
      paymentPages: readPaymentPages(root),
      statusPages: readStatusPages(root),
      stageMails: readStageMails(root),
      selectionStages: readSelectionStages(root),
      waitlistMails: readWaitlistMails(root),
    };
  };
  return {
    current(): ServiceContent {
      const root = releaseContentRoot(siteDir, fallback);
      if (current?.root === root || (current && failedRoot === root)) return current;
      try {
        current = read(root);
        failedRoot = null;
      } catch (error) {
        failedRoot = root;
        onError(error, root);
        // A release built before this code (an upgrade, until the next
        // publish) lacks the files it added: the working folder stands in
        // rather than every form failing.
        if (!current && root !== fallback) current = read(fallback);
        if (!current) throw error;
      }
      return current;
    },
  };
}

export type LiveContent = ReturnType<typeof liveContent>;
