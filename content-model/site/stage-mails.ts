import * as z from "zod/mini";
import {
  type AdmissionStage,
  type StageKind,
  stageIdMaxChars,
  stageIdPattern,
} from "#schemas/admission-stages.ts";
import { type CallProgramme, callProgrammes } from "../calls/calls.ts";
import { mailWords } from "../fill-words.ts";

/**
 * The mails an application's move to a stage sends (content/site/stage-mails.yaml,
 * issue 34, decision 234): the editors' words, one mail per stage for an
 * applicant and one for the parent of a child who applied, and a programme's
 * own mail for a stage where its selection differs (Sparks' interview is a
 * phone call). The service fills in what is in braces when it queues a mail.
 */
export const stageMailsFile = "site/stage-mails.yaml";

/**
 * The kinds of stage (and the end) that mail in each voice's words: an
 * interview, the waiting list, the offer, and "not selected" (decision 237).
 * A stage of another kind mails only what `byProgramme` gives it.
 */
export const voiceMailKinds = ["interview", "offered", "waitlisted", "declined"] as const;

export type VoiceMailKind = (typeof voiceMailKinds)[number];

/** What a stage mail's subject, greeting and text may say in braces. */
export const stageMailWords = ["firstName", "programme", "edition", "reference"] as const;
/** What the lines under every stage mail may say in braces. */
export const stageMailClosingWords = ["reference", "name", "phone", "hours"] as const;

const mailSchema = z.strictObject({
  subject: mailWords(stageMailWords),
  /** Paragraphs, a blank line between two. */
  body: mailWords(stageMailWords),
});

export type StageMailWords = z.infer<typeof mailSchema>;

/** A mail for each kind of stage that mails, in one voice. */
const voiceSchema = z.strictObject({
  /** The first line, when the form gave the applicant's name. */
  greeting: mailWords(stageMailWords, ["firstName"]),
  /** The first line when it did not. */
  greetingWithoutName: mailWords(stageMailWords),
  ...(Object.fromEntries(voiceMailKinds.map((kind) => [kind, mailSchema])) as Record<
    VoiceMailKind,
    typeof mailSchema
  >),
});

export type StageMailVoice = z.infer<typeof voiceSchema>;

// The subject first: the editor names a list item by its first text.
const programmeMailSchema = z.strictObject({
  subject: mailWords(stageMailWords),
  programme: z.enum(callProgrammes),
  /** The id of one of the programme's stages (selection-stages.yaml), or declined. */
  stage: z
    .string()
    .check(
      z.maxLength(stageIdMaxChars),
      z.regex(stageIdPattern, "must be the id of one of the programme's stages, as phone-call"),
    ),
  body: mailWords(stageMailWords),
});

export const stageMailsSchema = z
  .strictObject({
    /** To a person who applied for themself. */
    applicant: voiceSchema,
    /** To the parent or guardian who applied for a child (the kids programmes). */
    parent: voiceSchema,
    /** A programme's own mail for a stage, in place of the voice's. */
    byProgramme: z.array(programmeMailSchema),
    /** Under every stage mail: the reference, how to reach the hub, who writes. */
    closing: mailWords(stageMailClosingWords, ["reference"]),
  })
  .check(
    z.refine(
      (file) => {
        const pairs = file.byProgramme.map((mail) => `${mail.programme} ${mail.stage}`);
        return new Set(pairs).size === pairs.length;
      },
      {
        message: "a programme has one mail per stage: two are written for the same stage",
        path: ["byProgramme"],
      },
    ),
  );

export type StageMails = z.infer<typeof stageMailsSchema>;

/**
 * The words of the mail an application's move to a stage of a programme
 * sends: the programme's own for that stage id, or its voice's for the
 * stage's kind; none for a stage that mails neither way (a staff's step).
 */
export function stageMailFor(
  mails: StageMails,
  programme: CallProgramme | undefined,
  stage: { id: AdmissionStage; kind: StageKind | "declined" },
  forParent: boolean,
): StageMailWords | null {
  const voice = forParent ? mails.parent : mails.applicant;
  const own = mails.byProgramme.find(
    (mail) => mail.programme === programme && mail.stage === stage.id,
  );
  const kind = voiceMailKinds.find((each) => each === stage.kind);
  return own ?? (kind ? voice[kind] : null);
}
