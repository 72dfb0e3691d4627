import type { Question } from "#content-model/admissions/forms.ts";
import type { Answer } from "#schemas/admission-answers.ts";
import { foldForSearch } from "#schemas/inbox-search.ts";

/** The question a kids programme's form names the child by: its id ends in "child-name" (decision 243). */
function childQuestion(questions: readonly Question[]): Question | undefined {
  return questions.find((asked) => asked.id.endsWith("child-name"));
}

/** Whether a form takes one application per child (a kids programme's) rather than per address. */
export function asksForChild(questions: readonly Question[]): boolean {
  return childQuestion(questions) !== undefined;
}

/**
 * The child a kids programme's application is for: the answer to the
 * child's question, trimmed; undefined on a form that asks for no child.
 */
export function applicationChildName(
  questions: readonly Question[],
  answers: Readonly<Record<string, Answer>>,
): string | undefined {
  const question = childQuestion(questions);
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
 * What the "you have already applied" mail calls the child (decision 250):
 * the first word of the name the application holds, if it reads as a name
 * (letters, apostrophes and hyphens). Anyone may post a parent's address
 * with any name, links included, and the mail would carry their words to
 * its owner (decision 241); such a name is left out.
 */
export function childFirstName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}\p{M}'’-]{1,40}$/u.test(first) ? first : undefined;
}
