import type { MailedStage } from "#schemas/admission-stages.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";
import type { MailSender } from "#server/mail/messages.ts";

/** What a stage mail names: never an answer, since a mail may be forwarded (a child's details above all). */
export type StageNotice = {
  to: string;
  programme: string;
  edition: string;
  reference: string;
  /** A kids programme: the parent applied, and is written to about their child. */
  forParent: boolean;
};

type Words = { subject: string; body: string[] };

/** The applicant, or the parent's child, as each sentence needs them. */
function whoApplied(notice: StageNotice) {
  return notice.forParent
    ? { you: "your child", meet: "you and your child", yourPlace: "a place for your child" }
    : { you: "you", meet: "you", yourPlace: "a place" };
}

const stageWords: Record<MailedStage, (notice: StageNotice) => Words> = {
  interview: (notice) => ({
    subject: `An invitation to talk: your application to ${notice.programme} (${notice.reference})`,
    body: [
      `Thank you for applying to ${notice.programme} (${notice.edition}). We have read the application with care, and we would like to meet ${whoApplied(notice).meet} for a short, friendly interview.`,
      "",
      "Someone from our team will call or write to you in the next few days to agree a day and time that suit you. There is nothing to prepare: we want to get to know each other and answer your questions.",
    ],
  }),
  offered: (notice) => ({
    subject: `We are offering ${whoApplied(notice).yourPlace} in ${notice.programme} (${notice.reference})`,
    body: [
      `We are delighted to offer ${whoApplied(notice).yourPlace} in ${notice.programme} (${notice.edition}).`,
      "",
      "To accept it, reply to this email or call us. We will then send you everything you need before the start: the dates, where to come, what to bring and, where the programme has a fee, how to pay it.",
      "",
      "If you cannot take the place, please tell us too, so that we can offer it to someone on the waiting list.",
    ],
  }),
  waitlisted: (notice) => ({
    subject: `You are on the waiting list for ${notice.programme} (${notice.reference})`,
    body: [
      `Thank you for applying to ${notice.programme} (${notice.edition}). Every place is taken for now, and we have put ${notice.forParent ? "your child's" : "your"} application on our waiting list.`,
      "",
      "Places do open up. If one does, we will write to you at once; you do not need to do anything until then.",
    ],
  }),
  declined: (notice) => ({
    subject: `Your application to ${notice.programme} (${notice.reference})`,
    body: [
      `Thank you for applying to ${notice.programme} (${notice.edition}) and for the time it took.`,
      "",
      `We had many more applications than places, and we are sorry that we cannot offer ${whoApplied(notice).yourPlace} this time. This is not a judgement of what ${whoApplied(notice).you} can do.`,
      "",
      "We would be glad to hear from you again: our next calls are announced on our website and to our mailing list.",
    ],
  }),
};

/**
 * The mail an application's move to a stage sends (issue 34, decision 198):
 * kind words a parent or a founder would trust, the programme, edition and
 * reference, and what happens next.
 */
export function admissionStageMail(
  sender: MailSender,
  stage: MailedStage,
  notice: StageNotice,
): OutboxDraft {
  const words = stageWords[stage](notice);
  return {
    kind: "admission-stage",
    to_address: notice.to,
    subject: words.subject,
    text_body: [
      notice.forParent ? "Dear parent," : "Hello,",
      "",
      ...words.body,
      "",
      `Your reference is ${notice.reference}. Please quote it when you write or call us.`,
      "",
      `Questions? Reply to this email or call us on ${sender.phone}, ${sender.workHours}.`,
      "",
      `The ${sender.name} team`,
    ].join("\n"),
    attachment_name: null,
  };
}
