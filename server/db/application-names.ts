import type { Question } from "#content-model/admissions/forms.ts";
import type { Answer } from "#schemas/admission-answers.ts";
import { applicantNames } from "#schemas/admission-applicant.ts";
import type { Database } from "#server/db/database.ts";

/**
 * The names each application gives (the parent's and the child's, in the
 * form's order), by application id: how an invoice names its payer (the
 * invoices keep no name of their own, decision 202, so an erased
 * application leaves none) and whom a stage mail greets.
 */
export async function applicationNames(
  { db }: Pick<Database, "db">,
  applicationIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("admission_applications as a")
    .innerJoin("admission_form_versions as v", "v.id", "a.form_version_id")
    .select(["a.id", "a.answers", "a.form_version_id", "v.questions"])
    .where("a.id", "in", [...applicationIds])
    .execute();
  // A cohort's applications answered one or two versions of its form: each is read once.
  const forms = new Map<number, Question[]>();
  const questionsOf = (row: (typeof rows)[number]) => {
    const version = Number(row.form_version_id);
    const known = forms.get(version);
    if (known) return known;
    const questions = JSON.parse(row.questions) as Question[];
    forms.set(version, questions);
    return questions;
  };
  return new Map(
    rows.map((row) => [
      Number(row.id),
      applicantNames(questionsOf(row), JSON.parse(row.answers) as Record<string, Answer>),
    ]),
  );
}
