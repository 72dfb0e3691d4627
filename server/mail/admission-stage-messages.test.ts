import { expect, test } from "vitest";
import { readStageMails } from "#content-model/site/stage-mails.server.ts";
import { type StageMails, voiceMailKinds } from "#content-model/site/stage-mails.ts";
import type { StageKind } from "#schemas/admission-stages.ts";
import { admissionStageMail, type StageNotice } from "#server/mail/admission-stage-messages.ts";
import { mailSecrets } from "#server/mail/mail-secrets.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";

const sender = {
  name: "Enugu Tech Hub",
  phone: "0800 000 0000",
  workHours: "Monday - Friday: 8am - 5pm",
} as const;

const mails = readStageMails();
const secrets = mailSecrets("a-test-secret-of-more-than-32-characters");
const statusLink = "https://hub.example/api/application-status?token=private";

/** The mail of a stage whose id is its kind (as the default stages' are), which must be one. */
function mailOf(
  words: StageMails,
  stage: StageKind | "declined",
  to: StageNotice,
  id: string = stage,
) {
  const mail = admissionStageMail(sender, words, { id, kind: stage }, to);
  if (!mail) throw new Error(`no mail for ${id}`);
  return mail;
}

const notice = (overrides: Partial<StageNotice> = {}): StageNotice => ({
  to: "parent@example.com",
  programmeId: "kids-code-camp",
  programme: "Kids Code Camp",
  edition: "2027 cohort 2",
  reference: "KCC-2027-0042",
  firstName: "Ngozi",
  forParent: false,
  statusLink: secrets.seal(statusLink),
  ...overrides,
});

test("every stage mail carries the applicant's private status link, sealed until the mail is sent", () => {
  for (const forParent of [false, true]) {
    for (const stage of voiceMailKinds) {
      const mail = mailOf(mails, stage, notice({ forParent }));
      // Stored, the text holds only the mail's own mark; the worker opens the seal as it sends.
      expect(mail.text_body, stage).not.toContain(statusLink);
      expect(mail.sealed_secret, stage).not.toBeNull();
      const sent = textAsSent({ ...mail, sealed_secret: mail.sealed_secret ?? null }, secrets.open);
      expect(sent, stage).toContain(
        `private link (keep it to yourself; it works for a year):\n${statusLink}\n`,
      );
    }
  }
});

test("every stage mail names the programme, edition and reference, and says how to reach the hub", () => {
  for (const forParent of [false, true]) {
    for (const stage of voiceMailKinds) {
      const mail = mailOf(mails, stage, notice({ forParent }));
      expect(mail.kind).toBe("admission-stage");
      expect(mail.subject, stage).toContain("KCC-2027-0042");
      expect(mail.text_body, stage).toContain("Kids Code Camp (2027 cohort 2)");
      expect(mail.text_body, stage).toContain("Your reference is KCC-2027-0042");
      expect(mail.text_body, stage).toContain(`${sender.phone}, ${sender.workHours}`);
      expect(mail.text_body, stage).toMatch(/The Enugu Tech Hub team$/);
      // Nothing in braces is left for the reader: every placeholder was filled in.
      expect(`${mail.subject}\n${mail.text_body}`, stage).not.toMatch(/\{\w*\}/);
    }
  }
});

test("a mail greets the applicant by the first name the form gave, and without one greets them in general", () => {
  const named = mailOf(mails, "offered", notice({ firstName: "Ngozi" }));
  expect(named.text_body).toMatch(/^Hello Ngozi,\n/);
  const unnamed = mailOf(mails, "offered", notice({ firstName: undefined }));
  expect(unnamed.text_body).toMatch(/^Hello,\n/);
  const parent = mailOf(mails, "offered", notice({ forParent: true, firstName: undefined }));
  expect(parent.text_body).toMatch(/^Dear parent,\n/);
});

test("a kids programme's mail speaks to the parent about their child", () => {
  for (const stage of voiceMailKinds) {
    const mail = mailOf(mails, stage, notice({ forParent: true }));
    expect(mail.text_body, stage).toMatch(/^Dear Ngozi,/);
    expect(`${mail.subject}\n${mail.text_body}`, stage).toMatch(/your child/);
  }
  expect(mailOf(mails, "offered", notice()).text_body).not.toMatch(/your child|Dear parent/);
});

test("the editors' words are the mail: a programme's own mail for a stage replaces the voice's, for that programme only", () => {
  const edited: StageMails = {
    ...mails,
    byProgramme: [
      {
        programme: "sparks",
        stage: "interview",
        subject: "Sparks call for {firstName} ({reference})",
        body: "We will phone you about {programme} {edition}.",
      },
    ],
  };
  const sparks = mailOf(
    edited,
    "interview",
    notice({ programmeId: "sparks", programme: "Sparks", edition: "2027" }),
  );
  expect(sparks.subject).toBe("Sparks call for Ngozi (KCC-2027-0042)");
  expect(sparks.text_body).toContain("\n\nWe will phone you about Sparks 2027.\n\n");
  // Another stage of the same programme, and the same stage of another, keep the voice's words.
  const offered = mailOf(edited, "offered", notice({ programmeId: "sparks" }));
  expect(offered.subject).toBe(
    mails.applicant.offered.subject
      .replace("{programme}", "Kids Code Camp")
      .replace("{reference}", "KCC-2027-0042"),
  );
  const other = mailOf(edited, "interview", notice());
  expect(other.subject).not.toContain("Sparks call");
});

test("a name that itself holds braces is written as given, never filled in again", () => {
  const mail = mailOf(mails, "offered", notice({ firstName: "{reference}" }));
  expect(mail.text_body).toMatch(/^Hello \{reference\},\n/);
});

test("a staff's step mails nothing, unless the programme has its own mail for that stage", () => {
  const sparks = notice({ programmeId: "sparks", programme: "Sparks" });
  expect(admissionStageMail(sender, mails, { id: "started", kind: "step" }, sparks)).toBeNull();
  const edited: StageMails = {
    ...mails,
    byProgramme: [
      { programme: "sparks", stage: "started", subject: "Welcome ({reference})", body: "Hi." },
    ],
  };
  expect(mailOf(edited, "step", sparks, "started").subject).toBe("Welcome (KCC-2027-0042)");
  expect(admissionStageMail(sender, edited, { id: "started", kind: "step" }, notice())).toBeNull();
});
