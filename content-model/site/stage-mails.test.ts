import { expect, test } from "vitest";
import { checkEntry } from "../load.ts";
import { readSelectionStages } from "./selection-stages.server.ts";
import { stagesOf } from "./selection-stages.ts";
import { readStageMails } from "./stage-mails.server.ts";
import { stageMailsFile, stageMailsSchema, voiceMailKinds } from "./stage-mails.ts";

const mails = readStageMails();
const check = (data: unknown) => () => checkEntry(stageMailsFile, data, stageMailsSchema);

test("the shipped stage mails have a mail for every kind of stage that mails, to an applicant and to a parent", () => {
  for (const voice of [mails.applicant, mails.parent]) {
    for (const stage of voiceMailKinds) {
      expect(voice[stage].subject, stage).toContain("{reference}");
      expect(voice[stage].body, stage).toContain("{programme}");
    }
  }
});

test("a placeholder the mail cannot fill in is refused with the ones it can, so a misspelt name never reaches an applicant", () => {
  const misspelt = {
    ...mails,
    applicant: {
      ...mails.applicant,
      offered: { ...mails.applicant.offered, body: "Welcome, {frstName}!" },
    },
  };
  expect(check(misspelt)).toThrow(
    /may fill in only \{firstName\}, \{programme\}, \{edition\}, \{reference\}/,
  );
  expect(check({ ...mails, closing: "Call us on {phone}. {reference} {adress}" })).toThrow(
    /may fill in only \{reference\}, \{name\}, \{phone\}, \{hours\}/,
  );
});

test("a greeting without the name, or closing lines without the reference, are refused with the reason", () => {
  expect(check({ ...mails, parent: { ...mails.parent, greeting: "Dear parent," } })).toThrow(
    /must say \{firstName\}/,
  );
  expect(check({ ...mails, closing: "The team" })).toThrow(/must say \{reference\}/);
});

test("two mails of one programme for the same stage are refused: which one would go is not the editor's to guess", () => {
  const own = {
    programme: "sparks",
    stage: "interview",
    subject: "A call",
    body: "We will phone.",
  };
  expect(check({ ...mails, byProgramme: [own, { ...own, subject: "Another" }] })).toThrow(
    /one mail per stage/,
  );
  expect(check({ ...mails, byProgramme: [own, { ...own, stage: "offered" }] })).not.toThrow();
});

test("a programme's own mail is for one of its stages (or not selected), so that none is written for a stage it never reaches", () => {
  const stages = readSelectionStages();
  for (const mail of mails.byProgramme) {
    const ids = [...stagesOf(stages, mail.programme).map((stage) => stage.id), "declined"];
    expect(ids, `${mail.programme} ${mail.stage}`).toContain(mail.stage);
  }
});

test("a programme's own mail names a stage by its id: one no stage could have is refused", () => {
  const own = {
    programme: "sparks",
    stage: "Phone call",
    subject: "A call",
    body: "We will phone.",
  };
  expect(check({ ...mails, byProgramme: [own] })).toThrow(
    /must be the id of one of the programme's stages/,
  );
});
