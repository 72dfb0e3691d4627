import {
  type CallProgramme,
  callFileName,
  callFormName,
  isKidsProgramme,
} from "#content-model/calls/calls.ts";
import {
  type ProgrammeSelection,
  programmeSelection,
} from "#content-model/calls/programme-selection.ts";
import { editorPathOf, entryOfFile } from "#content-model/content-entries.ts";
import { bankDetailsFile } from "#content-model/site/bank-details.ts";
import { stageMailFor } from "#content-model/site/stage-mails.ts";
import { greetingName } from "#schemas/admission-applicant.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import type { MovableApplication } from "#server/db/admission-pages.ts";
import type { AdmissionsRepository } from "#server/db/admissions-repository.ts";
import type { OutboxDraft } from "#server/db/queued-mail-row.ts";
import { admissionStageMail } from "#server/mail/admission-stage-messages.ts";
import type { SealedMailSecret } from "#server/mail/mail-secrets.ts";
import { offerMailSubject } from "#server/payments/payment-mails.ts";
import type { Payments } from "#server/payments/payments.ts";

/**
 * How a call is named to staff and in mails: its programme (and the
 * programme's id, unless the call was taken out of the content), its
 * edition, whether a parent applied, and its programme's stages.
 */
export type CallNames = {
  programmeId: CallProgramme | undefined;
  programme: string;
  edition: string;
  forParent: boolean;
  selection: ProgrammeSelection;
};

/**
 * A call's names from the live release; a call taken out of the content
 * since keeps its applications, and is named by its file name (its
 * applications move through the default stages).
 */
export function callNames(call: string, content: ServiceContent): CallNames {
  const found = content.calls.find((each) => callFileName(each) === call);
  if (!found) {
    return {
      programmeId: undefined,
      programme: call,
      edition: "",
      forParent: false,
      selection: programmeSelection(content.selectionStages, undefined),
    };
  }
  return {
    programmeId: found.programme,
    programme: content.admissionForms.get(callFormName(found))?.programme ?? found.programme,
    edition: found.edition,
    forParent: isKidsProgramme(found.programme),
    selection: programmeSelection(content.selectionStages, found.programme),
  };
}

/** A call as people read it: "Kids Code Camp 2024"; a call gone from the content, by its file name. */
export const callTitle = (names: Pick<CallNames, "programme" | "edition">): string =>
  names.edition ? `${names.programme} ${names.edition}` : names.programme;

/**
 * The first word of the first name an application gives (the form's order:
 * a parent's before their child's), past its titles, to greet them by.
 */
export function firstNameOf(names: readonly string[]): string | undefined {
  return names[0] === undefined ? undefined : greetingName(names[0]);
}

/** Who moved an application: a staff member, or (no id) the applicant on their status page. */
export type Mover = { id: string | null; email: string };

/** How the history names an applicant's own move: the staff read it beside their colleagues' addresses. */
export const applicantMover: Mover = { id: null, email: "The applicant, on their status page" };

export type MoveOutcome = "moved" | "not-allowed" | "stale";

/**
 * The mail a move queues, as `move` would queue it: the stage's own, the
 * invoice's for an offer on a paid call (made only as the move is stored,
 * since its private link is), or none.
 */
export type MoveMail =
  | { kind: "stage"; mail: OutboxDraft }
  | { kind: "invoice"; call: string }
  | { kind: "none" };

export type StageMovesOptions = {
  repository: Pick<AdmissionsRepository, "moveStage" | "moveStageIn">;
  content: () => ServiceContent;
  /** Fees (issue 35): a paid place is offered by its invoice's mail. */
  invoices: Pick<Payments, "charges" | "issueInvoice">;
  /**
   * Whether a paid offer waits for the hub's own bank account: on a public
   * site, as a Publish waits for sample facts (decisions 171, 207).
   */
  bankDetailsGate: boolean;
  /** A new private link to the application's status page, sealed for its stage mail (decision 245). */
  statusLink: (application: { id: number; email: string }) => SealedMailSecret;
  now: () => Date;
};

/**
 * An offer that cannot be made, and why: nothing was stored and no mail
 * queued. Its status and message are the answer (the hardening's error
 * handler sends both for a 4xx).
 */
export class OfferRefused extends Error {
  readonly statusCode = 409;
}

const bankEditorPage = (() => {
  const entry = entryOfFile(bankDetailsFile);
  if (!entry) throw new Error(`${bankDetailsFile} is not an editor's entry`);
  return { label: entry.item.label, path: editorPathOf(entry) };
})();

/** What staff read when a paid offer waits for the bank account; one place for the words. */
export const offerRefusals = {
  sampleBankDetails: `No place was offered and nothing was sent: the bank account parents would pay into is still the sample one. An editor sets the hub's own account in the editor's “${bankEditorPage.label}” (${bankEditorPage.path}) and publishes it; then offer the place again.`,
  notInvoiced: (reason: string) =>
    `No place was offered and nothing was sent: the invoice could not be issued. ${reason}`,
};

/**
 * A staff member's moves of an application (issue 34, decision 198): the
 * move is checked against the stage their page showed, stored with its
 * history line, and its mail queued with it; or, if someone moved the
 * application since, nothing is stored and they are told.
 */
export function stageMoves({
  repository,
  content,
  invoices,
  bankDetailsGate,
  statusLink,
  now,
}: StageMovesOptions) {
  /** The mail a move to `stage` sends in the live release's words, or null for a stage that sends none. */
  function stageMail(application: MovableApplication, stage: AdmissionStage): OutboxDraft | null {
    const current = content();
    const names = callNames(application.call, current);
    const kind = names.selection.kindOf(stage);
    if (kind === undefined || kind === "received" || kind === "withdrawn") return null;
    return admissionStageMail(
      current.identity,
      current.stageMails,
      { id: stage, kind },
      {
        to: application.email,
        programmeId: names.programmeId,
        programme: names.programme,
        edition: names.edition || application.call,
        reference: application.reference,
        firstName: firstNameOf(application.names),
        forParent: names.forParent,
        statusLink: statusLink(application),
      },
    );
  }

  async function stored(
    application: MovableApplication,
    expected: AdmissionStage,
    to: AdmissionStage,
    by: Mover,
    mail: OutboxDraft | null,
  ): Promise<MoveOutcome> {
    const { moved } = await repository.moveStage({
      id: application.id,
      expected,
      to,
      by,
      at: now().toISOString(),
      mail,
    });
    return moved ? "moved" : "stale";
  }

  /**
   * The offer of a place. A free programme's offer is the stage's mail; a
   * paid one's is the invoice's (decision 202): the move, its history line,
   * the invoice and its mail are one transaction (decision 207), so a parent
   * gets one mail that offers the place and says what to pay, and an offer
   * that cannot be invoiced stores nothing and is refused with the reason.
   * `offer` is the id of the programme's stage of kind offered.
   */
  async function offerPlace(
    application: MovableApplication,
    expected: AdmissionStage,
    offer: AdmissionStage,
    by: Mover,
  ): Promise<MoveOutcome> {
    if (!invoices.charges(application.call)) {
      return stored(application, expected, offer, by, stageMail(application, offer));
    }
    if (bankDetailsGate && content().bankDetails.sampleFields.length > 0) {
      throw new OfferRefused(offerRefusals.sampleBankDetails);
    }
    const move = {
      id: application.id,
      expected,
      to: offer,
      by,
      at: now().toISOString(),
      mail: null,
      // The invoice's mail goes with the move (issueInvoice queues it): the history names it.
      mailSubject: offerMailSubject({
        programme: callNames(application.call, content()).programme,
        reference: application.reference,
      }),
    };
    const invoice = await invoices.issueInvoice(application.id, async (tx) => {
      const { moved } = await repository.moveStageIn(tx, move);
      return moved;
    });
    if ("refused" in invoice) throw new OfferRefused(offerRefusals.notInvoiced(invoice.refused));
    return "stale" in invoice ? "stale" : "moved";
  }

  return {
    offerPlace,

    /** The stages of a call's programme, in the live release's words. */
    selectionOf(call: string): ProgrammeSelection {
      return callNames(call, content()).selection;
    },

    /** Whether a move to `to` in a call sends a mail: the stage's own, or a paid offer's invoice. */
    sendsMail(call: string, to: AdmissionStage): boolean {
      const current = content();
      const names = callNames(call, current);
      const kind = names.selection.kindOf(to);
      if (kind === undefined || kind === "received" || kind === "withdrawn") return false;
      if (kind === "offered" && invoices.charges(call)) return true;
      return (
        stageMailFor(current.stageMails, names.programmeId, { id: to, kind }, names.forParent) !==
        null
      );
    },

    /** What `move` would mail for this move, read-only: what the preview shows before staff confirm. */
    mailOf(application: MovableApplication, to: AdmissionStage): MoveMail {
      const { selection } = callNames(application.call, content());
      if (selection.kindOf(to) === "offered" && invoices.charges(application.call)) {
        return { kind: "invoice", call: application.call };
      }
      const mail = stageMail(application, to);
      return mail ? { kind: "stage", mail } : { kind: "none" };
    },

    async move(
      application: MovableApplication,
      expected: AdmissionStage,
      to: AdmissionStage,
      by: Mover,
    ): Promise<MoveOutcome> {
      const { selection } = callNames(application.call, content());
      if (!selection.isAllowedMove(expected, to)) return "not-allowed";
      if (application.stage !== expected) return "stale";
      if (selection.kindOf(to) === "offered") return offerPlace(application, expected, to, by);
      return stored(application, expected, to, by, stageMail(application, to));
    },
  };
}

export type StageMoves = ReturnType<typeof stageMoves>;
