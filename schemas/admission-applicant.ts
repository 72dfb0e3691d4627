import type { Question, QuestionType } from "#content-model/admissions/forms.ts";
import { siteDate } from "#content-model/dates.ts";
import { type Answer, isNameQuestion } from "#schemas/admission-answers.ts";
import { phoneSearchText, readablePhone } from "#schemas/phone-number.ts";

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
 * The phone numbers an application gives, as the staff search keeps them
 * (`phoneSearchText`): staff look an applicant up by the number they called
 * from as often as by name.
 */
export function applicantPhones(
  questions: readonly Question[],
  answers: Readonly<Record<string, Answer>>,
): string[] {
  return questions.flatMap((question) => {
    const answer = answers[question.id];
    if (question.type !== "phone" || typeof answer !== "string") return [];
    const kept = phoneSearchText(answer);
    return kept ? [kept] : [];
  });
}

/**
 * Titles a name may start with (the greetings of Enugu: "Mrs Ngozi Okafor",
 * "Chief (Mrs.) Adaeze Eze", "Engr. Obinna Nnaji"), longest first where one
 * begins another.
 */
const nameTitles = [
  "Mrs",
  "Mr",
  "Miss",
  "Ms",
  "Dr",
  "Chief",
  "Engr",
  "Pastor",
  "Prof",
  "Rev",
  "Barr",
  "Arc",
  "Alhaji",
  "Sir",
  "Lady",
  "Evang",
  "Deaconess",
  "Deacon",
];

/**
 * One title at the start of a name, with or without its dot, maybe in
 * brackets, then a space, its dot or bracket ("Mrs.Ngozi"), a bracket that
 * opens another ("Chief(Mrs)"), or the end:
 * "Drew" and "Misses" keep their letters.
 */
const leadingTitle = new RegExp(
  String.raw`^\(?(?:${nameTitles.join("|")})\.?\)?(?:\s+|(?<=[.)])|(?=\()|$)`,
  "i",
);

/**
 * The word to greet a person by (decision 234: the first word of the name
 * they gave), past any titles they wrote before it: "Mrs Ngozi Okafor" is
 * greeted "Ngozi", not "Mrs". A name that is only titles gives none, so the
 * mail opens with its greeting without a name.
 */
export function greetingName(name: string): string | undefined {
  let rest = name.trim();
  for (let title = leadingTitle.exec(rest); title; title = leadingTitle.exec(rest)) {
    rest = rest.slice(title[0].length);
  }
  return rest.split(/\s+/)[0] || undefined;
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
