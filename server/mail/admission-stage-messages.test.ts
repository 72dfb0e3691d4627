import { expect, test } from "vitest";
import { mailedStages } from "#schemas/admission-stages.ts";
import { admissionStageMail } from "#server/mail/admission-stage-messages.ts";

const sender = {
  name: "Enugu Tech Hub",
  phone: "0800 000 0000",
  workHours: "Monday - Friday: 8am - 5pm",
} as const;

const notice = (forParent: boolean) => ({
  to: "parent@example.com",
  programme: "Kids Code Camp",
  edition: "2027 cohort 2",
  reference: "KCC-2027-0042",
  forParent,
});

test("every stage mail names the programme, edition and reference, and says how to reach the hub", () => {
  for (const stage of mailedStages) {
    const mail = admissionStageMail(sender, stage, notice(false));
    expect(mail.kind).toBe("admission-stage");
    expect(mail.subject, stage).toContain("KCC-2027-0042");
    expect(mail.text_body, stage).toContain("Kids Code Camp");
    expect(mail.text_body, stage).toContain("KCC-2027-0042");
    expect(mail.text_body, stage).toContain(sender.phone);
  }
  expect(admissionStageMail(sender, "interview", notice(false)).text_body).toContain(
    "Kids Code Camp (2027 cohort 2)",
  );
});

test("a kids programme's mail speaks to the parent about their child", () => {
  for (const stage of mailedStages) {
    const mail = admissionStageMail(sender, stage, notice(true));
    expect(mail.text_body, stage).toMatch(/^Dear parent,/);
    expect(`${mail.subject}\n${mail.text_body}`, stage).toMatch(/your child/);
  }
  expect(admissionStageMail(sender, "offered", notice(false)).text_body).not.toMatch(
    /your child|Dear parent/,
  );
});
