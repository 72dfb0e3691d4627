import {
  type ApplicationSort,
  applicationSortNames,
  applicationSorts,
} from "#schemas/admission-list-order.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { type Html, html, looks } from "#server/admissions/staff/staff-html.ts";
import type { AnswerFilter } from "#server/db/admission-list-order.ts";
import type { AnswerQuestion } from "#server/db/admission-pages.ts";

/**
 * A call's list filtered by an answer and sorted (issue 34): the answer is
 * one picked from the form's choices (or yes/no), never typed, so it names
 * nobody and may sit in the list's address with the stage and the sort; the
 * search stays in the post (decision 211).
 */

/** An answer chosen in the list's form: `learning-path:Product design`, the question's id then the value. */
export type ChosenAnswer = { field: string; label: string; filter: AnswerFilter };

/** What of a list may be in its address: nothing typed by staff (a search is its slot's token, decision 246). */
export type ListAddressParts = {
  /** The token of a kept search, which names nothing (search-slots.ts). */
  search?: string | null;
  stage: AdmissionStage | null;
  answer: ChosenAnswer | null;
  sort: ApplicationSort;
  /** Only those assigned to the signed-in person (decision 217). */
  mine: boolean;
};

const fieldOf = (question: AnswerQuestion, choice: string) => `${question.id}:${choice}`;

/** A choice as the list names it: a yes/no question's stored "yes" reads "Yes". */
function choiceWords(question: AnswerQuestion, choice: string): string {
  if (question.type !== "yes-no") return choice;
  return choice === "yes" ? "Yes" : "No";
}

/** The answer a form or an address names, if it is one the call's questions offer. */
export function chosenAnswer(
  field: string,
  questions: readonly AnswerQuestion[],
): ChosenAnswer | null {
  const split = field.indexOf(":");
  const id = field.slice(0, split);
  const choice = field.slice(split + 1);
  const question = questions.find((each) => each.id === id);
  if (split < 0 || !question?.choices.includes(choice)) return null;
  const value = question.type === "yes-no" ? choice === "yes" : choice;
  return {
    field,
    label: `${question.label}: ${choiceWords(question, choice)}`,
    filter: { question: question.id, value },
  };
}

/** The list's address with what may be kept in it; the next page's cursor too when given. */
export function listAddress(call: string, parts: ListAddressParts, after?: string): string {
  const kept = new URLSearchParams();
  if (parts.search) kept.set("search", parts.search);
  if (parts.stage) kept.set("stage", parts.stage);
  if (parts.answer) kept.set("answer", parts.answer.field);
  if (parts.sort !== "newest") kept.set("sort", parts.sort);
  if (parts.mine) kept.set("mine", "1");
  if (after) kept.set("after", after);
  const query = kept.toString();
  return `/applications/${call}${query ? `?${query}` : ""}`;
}

/** The answer filter: one list of every choice, grouped by question, so it works without JavaScript. */
export function answerField(
  questions: readonly AnswerQuestion[],
  chosen: ChosenAnswer | null,
): Html {
  if (questions.length === 0) return html``;
  return html`<div class="flex flex-col gap-1.5 sm:max-w-xs">
<label for="answer" class="${looks.label}">Answer</label>
<select id="answer" name="answer" class="${looks.control} pl-3">
<option value="">Any answer</option>
${questions.map(
  (question) => html`<optgroup label="${question.label}">
${question.choices.map((choice) => {
  const field = fieldOf(question, choice);
  return html`<option value="${field}"${field === chosen?.field ? html` selected` : ""}>${choiceWords(question, choice)}</option>`;
})}
</optgroup>`,
)}
</select>
</div>`;
}

export function sortField(sort: ApplicationSort): Html {
  return html`<div class="flex flex-col gap-1.5 sm:max-w-xs">
<label for="sort" class="${looks.label}">Sort</label>
<select id="sort" name="sort" class="${looks.control} pl-3">
${applicationSorts.map(
  (each) =>
    html`<option value="${each}"${each === sort ? html` selected` : ""}>${applicationSortNames[each]}</option>`,
)}
</select>
</div>`;
}
