import { type Answer, isNameQuestion } from "#schemas/admission-answers.ts";
import type { Question, QuestionType } from "#schemas/content/admission-forms.ts";
import { siteDate } from "#schemas/content/dates.ts";
import { readablePhone } from "#schemas/phone-number.ts";

/**
 * The names an application gives (issue 34): the answers to short-text
 * questions whose id ends in "name" (full-name; parent-name and child-name;
 * founder-name and business-name), in the form's order. The staff list shows
 * them and the staff search finds them; no form names a question "name" for
 * anything else.
 */
export function applicantNames(
  questions: readonly Question[],
  answers: Readonly<Record<string, Answer>>,
): string[] {
  return questions.flatMap((question) => {
    const answer = answers[question.id];
    return isNameQuestion(question) && typeof answer === "string" && answer.trim() !== ""
      ? [answer.trim()]
      : [];
  });
}

/**
 * An answer as a person reads it: yes or no, several choices one after
 * another, a date as the site writes dates (12 April 1999, not 1999-04-12),
 * a Nigerian number as people read it (0806 555 1234).
 */
export function answerText(answer: Answer | undefined, type: QuestionType): string {
  if (answer === undefined) return "";
  if (typeof answer === "boolean") return answer ? "Yes" : "No";
  if (Array.isArray(answer)) return answer.join("; ");
  if (typeof answer === "string" && type === "date" && /^\d{4}-\d{2}-\d{2}$/.test(answer)) {
    return siteDate(answer);
  }
  if (typeof answer === "string" && type === "phone") return readablePhone(answer);
  return String(answer);
}
