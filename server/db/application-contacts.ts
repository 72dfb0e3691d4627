import type { Question } from "#content-model/admissions/forms.ts";
import type { Answer } from "#schemas/admission-answers.ts";
import { answerText } from "#schemas/admission-applicant.ts";
import type { Database } from "#server/db/database.ts";

/** How staff reach the parent of an application: as the application page shows them. */
export type ApplicationContact = { email: string; phone: string };

/**
 * The parent's address and phone of each application, by id: the address
 * the application was made with, and the answer to the form's first phone
 * question, as people read it (0806 555 1234); "" when the form asks none.
 * What a manager chasing a payment needs (decision 240); none once the
 * application is erased.
 */
export async function applicationContacts(
  { db }: Pick<Database, "db">,
  applicationIds: readonly number[],
): Promise<Map<number, ApplicationContact>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("admission_applications as a")
    .innerJoin("admission_form_versions as v", "v.id", "a.form_version_id")
    .select(["a.id", "a.email", "a.answers", "v.questions"])
    .where("a.id", "in", [...applicationIds])
    .execute();
  return new Map(
    rows.map((row) => {
      const questions = JSON.parse(row.questions) as Question[];
      const answers = JSON.parse(row.answers) as Record<string, Answer>;
      const phone = questions.find((question) => question.type === "phone");
      return [
        Number(row.id),
        { email: row.email, phone: phone ? answerText(answers[phone.id], "phone") : "" },
      ];
    }),
  );
}
