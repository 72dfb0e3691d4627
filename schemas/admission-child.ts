import type { Answer } from "#schemas/admission-answers.ts";
import type { Question } from "#schemas/content/admission-forms.ts";
import { foldForSearch } from "#schemas/inbox-search.ts";

/**
 * The child a kids programme's application is for: the answer to the
 * question whose id ends in "child-name" (decision 243), trimmed; undefined
 * on a form that asks for no child.
 */
export function applicationChildName(
  questions: readonly Question[],
  answers: Readonly<Record<string, Answer>>,
): string | undefined {
  const question = questions.find((asked) => asked.id.endsWith("child-name"));
  if (!question) return undefined;
  const answer = answers[question.id];
  return typeof answer === "string" ? answer.trim() : undefined;
}

/**
 * What makes two applications to one call from one address two children
 * (decision 243): the child's name folded as the staff search folds it
 * (case and accents), its spaces run together; '' on a form that asks for
 * no child, so there an address applies once.
 */
export function applicationChildKey(
  questions: readonly Question[],
  answers: Readonly<Record<string, Answer>>,
): string {
  const name = applicationChildName(questions, answers);
  return name === undefined ? "" : foldForSearch(name).replace(/\s+/g, " ").trim();
}

/**
 * What the failed page calls the child (decision 243): the first word of
 * the name the parent gave. Kept apart from `greetingName`, whose titles the
 * browser's form has no need to carry.
 */
export function childFirstName(name: string): string | undefined {
  return name.trim().split(/\s+/)[0] || undefined;
}
