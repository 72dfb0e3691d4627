import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { readApplyPage } from "#content-model/site/admission-pages.server.ts";
import { readStageMails } from "#content-model/site/stage-mails.server.ts";
import { stageMailFor } from "#content-model/site/stage-mails.ts";
import { admissionFormPath } from "../../../schemas/admission-posts.ts";
import type { LeadServer } from "../lead-server.ts";

/** The Sparks call the default content opens on the hub's own form. */
export const sparksCall = "sparks-2024";

const applyPage = readApplyPage(sparksCall);
const form = readAdmissionForms().get("sparks");
if (!applyPage || !form) throw new Error("the default content has a Sparks call on the hub's form");
const words = applyPage.words;
const labelOf = (id: string) => form.questions.find((question) => question.id === id)?.label ?? id;

/**
 * Applies to Sparks on the public form as an applicant would (with or
 * without JavaScript: the page is a form either way) and waits for the page
 * that says it was sent. The form's path is enough for a page whose base
 * address is the public site.
 */
export async function applyToSparks(
  page: Page,
  applicant: { name: string; email: string },
  formUrl = admissionFormPath(sparksCall),
) {
  const field = (id: string) => page.getByLabel(labelOf(id), { exact: false });
  const group = (id: string) => page.getByRole("group", { name: labelOf(id) });
  await page.goto(formUrl);
  await field("full-name").fill(applicant.name);
  await field("email").fill(applicant.email);
  await field("phone").fill("0803 123 4567");
  await field("date-of-birth").fill("2001-04-12");
  await field("city").fill("Enugu");
  await group("learning-path").getByLabel("Product design").check();
  await field("hours-per-week").fill("12");
  await group("own-laptop").getByLabel(words.yes).check();
  await field("why-sparks").fill("I design on weekends and want to do it for a living.");
  await page.getByRole("button", { name: words.submitLabel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.sent.heading);
}

/**
 * The subject of a Sparks applicant's mail for a stage, as the editors wrote
 * it (content/site/stage-mails.yaml), filled in for the call: a reference
 * is any of the call's.
 */
export function sparksStageSubject(stage: "interview" | "virtual-interview" | "offered"): RegExp {
  const kind = stage === "offered" ? "offered" : "interview";
  const words = stageMailFor(readStageMails(), "sparks", { id: stage, kind }, false);
  if (!words) throw new Error(`Sparks' ${stage} stage sends no mail`);
  const pattern = words.subject
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace("{programme}", "Sparks")
    .replace("{edition}", "2024")
    .replace("{reference}", "SPK-\\d{4}-\\d{4}")
    .replace("{firstName}", "\\S+");
  return new RegExp(`^${pattern}$`);
}

/** The stage mails queued for an address, oldest first, from the server's database. */
export function stageMails(server: LeadServer, email: string) {
  const db = new Database(server.sqlitePath, { readonly: true });
  try {
    return db
      .prepare(
        "select subject, text_body from outbox_messages where to_address = ? and kind = 'admission-stage' order by id",
      )
      .all(email) as { subject: string; text_body: string }[];
  } finally {
    db.close();
  }
}
