import type { CallProgramme } from "#content-model/calls/calls.ts";
import { fillWords } from "#content-model/fill-words.ts";
import { type StageMails, stageMailFor } from "#content-model/site/stage-mails.ts";
import type { AdmissionStage, StageKind } from "#schemas/admission-stages.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";
import { statusLinkLines } from "#server/mail/admission-messages.ts";
import type { SealedMailSecret } from "#server/mail/mail-secrets.ts";
import type { MailSender } from "#server/mail/messages.ts";

/**
 * What a stage mail names: of the answers, only the first name of the person
 * it is sent to, since a mail may be forwarded (a child's details above all).
 */
export type StageNotice = {
  to: string;
  /** The call's programme; none for a call taken out of the content since. */
  programmeId: CallProgramme | undefined;
  programme: string;
  edition: string;
  reference: string;
  /** The first name the form gave (the parent's, for a kids programme), or none. */
  firstName: string | undefined;
  /** A kids programme: the parent applied, and is written to about their child. */
  forParent: boolean;
  /** The private link to the application's status page, sealed for the outbox (decision 232). */
  statusLink: SealedMailSecret;
};

/**
 * A mail's first line to an applicant, or to the parent of a child who
 * applied: their voice's greeting with the first name the form gave, or
 * the one without a name (content/site/stage-mails.yaml). The stage mails
 * and the confirmation open with it.
 */
export function greetingLine(
  mails: StageMails,
  to: Pick<StageNotice, "forParent" | "firstName" | "programme" | "edition" | "reference">,
): string {
  const voice = to.forParent ? mails.parent : mails.applicant;
  return fillWords(to.firstName ? voice.greeting : voice.greetingWithoutName, {
    firstName: to.firstName ?? "",
    programme: to.programme,
    edition: to.edition,
    reference: to.reference,
  });
}

/**
 * The mail an application's move to a stage sends (issue 34, decisions 198,
 * 234 and 237): the editors' words for the stage (content/site/stage-mails.yaml,
 * as `stageMailFor` picks them), filled in with the applicant's first name,
 * the programme, edition and reference, the applicant's private status link
 * (decision 245), and the hub's closing lines; null
 * for a stage that mails nothing (a staff's step with no mail of its own).
 */
export function admissionStageMail(
  sender: MailSender,
  mails: StageMails,
  stage: { id: AdmissionStage; kind: StageKind | "declined" },
  notice: StageNotice,
): OutboxDraft | null {
  const words = stageMailFor(mails, notice.programmeId, stage, notice.forParent);
  if (!words) return null;
  const values = {
    firstName: notice.firstName ?? "",
    programme: notice.programme,
    edition: notice.edition,
    reference: notice.reference,
  };
  const closing = fillWords(mails.closing, {
    reference: notice.reference,
    name: sender.name,
    phone: sender.phone,
    hours: sender.workHours,
  });
  return {
    kind: "admission-stage",
    to_address: notice.to,
    subject: fillWords(words.subject, values),
    text_body: [
      greetingLine(mails, notice),
      "",
      fillWords(words.body, values).trim(),
      "",
      ...statusLinkLines(notice.statusLink),
      "",
      closing.trim(),
    ].join("\n"),
    attachment_name: null,
    sealed_secret: notice.statusLink,
  };
}
