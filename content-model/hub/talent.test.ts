import { expect, test } from "vitest";
import { backupRetentionDays, leadRetentionMonths } from "#schemas/lead-retention.ts";
import { talentChoiceFields, talentFormFields } from "#schemas/talent-forms.ts";
import { readPrivacyPage } from "../site/privacy.server.ts";
import {
  readApplicationFormCopy,
  readHirePage,
  readHiringRequestFormCopy,
  readTalentChoices,
  readTalentPage,
  readTalentResultPages,
} from "./talent.server.ts";

const unfilled = /\{\w+(\.\w+)?\}/;

test("each choice field of both forms offers its whole list from talent-choices.yaml", () => {
  const choices = readTalentChoices();
  for (const copy of [readApplicationFormCopy(), readHiringRequestFormCopy()]) {
    for (const [field, copyOfField] of Object.entries(copy.fields)) {
      const list = talentChoiceFields[field as keyof typeof talentChoiceFields];
      expect(copyOfField.choices, field).toEqual(list ? choices[list] : undefined);
    }
  }
});

test("the talent pages, forms and result pages leave no placeholder unfilled", () => {
  const everything = [
    readTalentPage(),
    readHirePage(),
    readApplicationFormCopy(),
    readHiringRequestFormCopy(),
    readTalentResultPages(),
    readPrivacyPage(),
  ];
  for (const content of everything) expect(JSON.stringify(content)).not.toMatch(unfilled);
});

test("every field a form posts has a result page that names its label", () => {
  const pages = new Map(readTalentResultPages());
  const copies = {
    application: readApplicationFormCopy(),
    "hiring-request": readHiringRequestFormCopy(),
  };
  for (const form of ["application", "hiring-request"] as const) {
    for (const field of talentFormFields[form]) {
      const page = pages.get(`/forms/${form}/failed/invalid-${field}`);
      const label = (copies[form].fields as Record<string, { label: string }>)[field]?.label;
      expect(page?.title, `${form} ${field}`).toContain(label);
    }
  }
});

test("/privacy states the period the service keeps each kind of lead", () => {
  const keeping = readPrivacyPage().document.parts.find(
    (part) => part.points?.length && /keep/i.test(part.heading),
  );
  const points = keeping?.points?.join("\n") ?? "";
  for (const months of Object.values(leadRetentionMonths)) {
    expect(points).toContain(`${months} months`);
  }
  expect(readTalentPage().form.after.join(" ")).toContain(
    `${leadRetentionMonths.application} months`,
  );
});

test("/privacy states how long a deleted or erased lead stays in backups: the period each backup is kept", () => {
  const text = JSON.stringify(readPrivacyPage().document.parts);
  expect(text).toContain(`Each copy is deleted after ${backupRetentionDays} days`);
  expect(text).toContain(`the copies in our backups follow within ${backupRetentionDays} days`);
});
