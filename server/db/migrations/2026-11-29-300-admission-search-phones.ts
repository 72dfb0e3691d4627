import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * A phone answer as the staff search keeps it: a Nigerian number in its
 * international form (+2348031234567), any other as its digits (and its +).
 * Written here once more, not imported: a migration never imports app code,
 * and this one must keep backfilling as it does today
 * (schemas/phone-number.ts has the live rule, `phoneSearchText`).
 */
function keptPhone(answer: string): string {
  const digits = answer.replace(/[^\d+]/g, "");
  const local = /^(?:\+?234|0)(\d{10})$/.exec(digits)?.[1];
  if (local) return `+234${local}`;
  return /^\+\d{7,15}$/.test(digits) ? digits : digits.replace(/^0/, "");
}

/**
 * Staff search applications by phone number too (walk of the staff side,
 * 2026-11-29): the numbers each stored application gives go at the end of
 * its search text, as new applications have them.
 */
export const admissionSearchPhones: Migration = {
  async up(db: AnyDb) {
    const rows: { id: number; search_text: string; answers: string; questions: string }[] = await db
      .selectFrom("admission_applications as a")
      .innerJoin("admission_form_versions as v", "v.id", "a.form_version_id")
      .select(["a.id", "a.search_text", "a.answers", "v.questions"])
      .execute();
    for (const row of rows) {
      const questions = JSON.parse(row.questions) as { id: string; type: string }[];
      const answers = JSON.parse(row.answers) as Record<string, unknown>;
      const phones = questions.flatMap((question) => {
        const answer = answers[question.id];
        return question.type === "phone" && typeof answer === "string" && answer !== ""
          ? [keptPhone(answer)]
          : [];
      });
      if (phones.length === 0) continue;
      await db
        .updateTable("admission_applications")
        .set({ search_text: [row.search_text, ...phones].join("\n") })
        .where("id", "=", row.id)
        .execute();
    }
  },
};
