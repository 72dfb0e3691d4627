import { Field, FieldLabel, FieldMessage, Input, Textarea } from "#app/components/ui/field.tsx";
import type { Question } from "#content-model/admissions/forms.ts";
import type { AdmissionFormWords } from "#content-model/site/admission-pages.ts";
import { dateBounds } from "#schemas/question-bounds.ts";

type QuestionControlProps = {
  question: Question;
  controlId: string;
  words: AdmissionFormWords;
  hint: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
  maxLength: number | undefined;
  /** The day a date question's bounds are counted on (YYYY-MM-DD). */
  today: string;
  onLeave: () => void;
  onChange: () => void;
};

/** How each typed question is entered: the keyboard, autofill and the browser's own check. */
const inputs = {
  "short-text": { type: "text" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  // A telephone input keeps the "+" and the spaces people type.
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  date: { type: "date" },
  // Text with the number keypad: a number input would swallow "nine" instead of saying "Numbers only".
  number: { type: "text", inputMode: "numeric", pattern: "-?[0-9]*" },
  // Text with the address keypad: a url input refuses "github.com/ada" before the
  // service, which takes it as the https address, sees it.
  "web-address": { type: "text", inputMode: "url", autoCapitalize: "none", spellCheck: false },
} as const;

const choiceClasses =
  "border-line bg-surface has-checked:border-brand flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2";

/**
 * One question of an application form: a labelled control for a typed
 * answer, or a fieldset with its legend for choices and yes/no, its hint
 * and error tied to it by `aria-describedby`.
 */
export function QuestionControl({
  question,
  controlId,
  words,
  hint,
  error,
  describedBy,
  maxLength,
  today,
  onLeave,
  onChange,
}: QuestionControlProps) {
  const label = (
    <>
      {question.label}
      {question.required ? null : (
        <span className="text-ink-soft font-normal"> ({words.optional})</span>
      )}
    </>
  );
  const messages = (
    <>
      {hint ? <FieldMessage id={`${controlId}-hint`}>{hint}</FieldMessage> : null}
      {error ? (
        <FieldMessage id={`${controlId}-error`} tone="error">
          {error}
        </FieldMessage>
      ) : null}
    </>
  );
  const shared = {
    name: question.id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onBlur: onLeave,
    onChange,
  } as const;

  if (
    question.type === "one-choice" ||
    question.type === "several-choices" ||
    question.type === "yes-no"
  ) {
    const options =
      question.type === "yes-no"
        ? [
            { value: "yes", label: words.yes },
            { value: "no", label: words.no },
          ]
        : (question.choices ?? []).map((choice) => ({ value: choice, label: choice }));
    const several = question.type === "several-choices";
    return (
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onBlur={(event) => {
          // Left the whole group, not moved between its boxes.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
        }}
      >
        <legend className="text-small mb-1.5 font-semibold">{label}</legend>
        <div
          className={
            question.type === "yes-no" ? "grid grid-cols-2 gap-2" : "grid gap-2 sm:grid-cols-2"
          }
        >
          {options.map((option, index) => (
            <label key={option.value} className={choiceClasses}>
              <input
                type={several ? "checkbox" : "radio"}
                name={question.id}
                value={option.value}
                id={index === 0 ? controlId : undefined}
                required={question.required && !several}
                onChange={onChange}
                className="accent-brand size-5 shrink-0"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {messages}
      </fieldset>
    );
  }

  return (
    <Field>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {question.type === "long-text" ? (
        <Textarea {...shared} id={controlId} required={question.required} maxLength={maxLength} />
      ) : question.type === "file" ? (
        <Input
          {...shared}
          id={controlId}
          type="file"
          accept="application/pdf,.pdf"
          required={question.required}
          className="file:bg-brand-soft file:text-brand-strong file:mr-4 file:rounded-lg file:border-0 file:px-3 file:py-1.5 file:font-semibold"
          onChange={() => {
            onChange();
            onLeave();
          }}
        />
      ) : question.type === "date" ? (
        <Input
          {...shared}
          {...inputs.date}
          id={controlId}
          required={question.required}
          // The browser's own check and date picker keep to the days the service takes.
          min={dateBounds(question, today).earliest}
          max={dateBounds(question, today).latest}
        />
      ) : (
        <Input
          {...shared}
          {...inputs[question.type]}
          id={controlId}
          required={question.required}
          maxLength={maxLength}
        />
      )}
      {messages}
    </Field>
  );
}
