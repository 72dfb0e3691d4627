import * as z from "zod/mini";
import { type EndStage, endStages } from "#schemas/admission-stages.ts";
import { wordsNaming as words } from "../fill-words.ts";

/**
 * The words of the pages an applicant's status link opens
 * (content/site/status-pages.yaml, issue 34). The service draws them when
 * the link's button is pressed, filling in what is in braces. What a stage
 * means is said twice: to the applicant, and to the parent of a child who
 * applied (a kids programme's form is filled in by the parent).
 */
export const statusPagesFile = "site/status-pages.yaml";

const voices = z.strictObject({ applicant: words(), parent: words() });

export const statusPagesSchema = z.strictObject({
  help: words("name", "phone", "hours"),
  link: z.strictObject({ title: words(), text: words(), button: words() }),
  invalidLink: z.strictObject({ title: words(), text: words(), help: words() }),
  tooManyRequests: z.strictObject({ title: words(), text: words() }),
  heading: voices,
  programme: words(),
  reference: words(),
  stage: words(),
  /** The stages every programme has; a programme's own are in selection-stages.yaml. */
  stages: z.strictObject(
    Object.fromEntries(endStages.map((stage) => [stage, voices])) as Record<
      EndStage,
      typeof voices
    >,
  ),
  answers: z.strictObject({
    heading: words(),
    fileSent: words(),
    noFile: words(),
    notAnswered: words(),
  }),
  withdraw: z.strictObject({
    heading: words(),
    text: words("programme"),
    button: words(),
    confirmTitle: words(),
    confirmText: words("programme"),
    confirm: words(),
    keep: words(),
    withdrawn: words(),
    alreadyEnded: words(),
  }),
});

export type StatusPagesWords = z.infer<typeof statusPagesSchema>;
