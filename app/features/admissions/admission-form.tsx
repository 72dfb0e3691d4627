import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { showToast } from "#app/components/ui/toast.ts";
import { sendMultipart } from "#app/lib/send-multipart.ts";
import { useFormChecks } from "#app/lib/use-form-checks.ts";
import type { Question } from "#content-model/admissions/forms.ts";
import type { AdmissionFormWords } from "#content-model/site/admission-pages.ts";
import { answersFormSchema, maxLengthOf } from "#schemas/admission-answers.ts";
import {
  admissionActionPath,
  admissionSentPath,
  changedForm,
  formVersionFieldName,
} from "#schemas/admission-posts.ts";
import { honeypotFieldName } from "#schemas/form-posts.ts";
import { todayInEnugu } from "#schemas/question-bounds.ts";
import { QuestionControl } from "./question-control.tsx";

type AdmissionFormProps = {
  call: string;
  questions: readonly Question[];
  words: AdmissionFormWords;
  /** Where a refusal of the whole post (closed, busy) is explained. */
  failedPath: (reason: string) => string;
  /** The day the page was built (YYYY-MM-DD): ages and dates count from it until the script runs. */
  builtOn: string;
  /** The version of the form the page shows, posted with the answers (decision 245). */
  version: string;
};

/**
 * A call's application form, built from its questions (content/admissions/).
 * Before the script runs it is a plain multipart form: the browser checks
 * what it can, and the service answers with the sent or failed page. Once
 * hydrated it checks each answer with the rules the service uses, sends with
 * a progress bar, shows each refused answer's message under it, and keeps
 * everything typed. Its fields hold their own values (decision 175). It
 * posts the version of the form it shows; if an editor changed the form
 * beyond that since, it shows the live questions with every answer kept
 * (decision 245).
 */
export function AdmissionForm({
  call,
  questions: pageQuestions,
  words,
  failedPath,
  builtOn,
  version,
}: AdmissionFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  // The questions shown: the page's, or the live form's once the service says it changed.
  const [shown, setShown] = useState({ questions: pageQuestions, version, changed: false });
  const { questions } = shown;
  const ids = useMemo(() => questions.map((question) => question.id), [questions]);
  // The page may be a day or more older than its reader's today: once hydrated, ages count from theirs.
  const [today, setToday] = useState(builtOn);
  useEffect(() => setToday(todayInEnugu()), []);
  const schema = useMemo(
    () => answersFormSchema(questions, [honeypotFieldName, formVersionFieldName], today),
    [questions, today],
  );
  const checks = useFormChecks(formRef, schema, ids);
  const [progress, setProgress] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const withFile = questions.some((question) => question.type === "file");

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const firstBad = checks.checkAll();
    if (firstBad) {
      form.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      showToast("error", words.errorMessage);
      return;
    }
    setProgress(0);
    const answer = await sendMultipart(admissionActionPath(call), new FormData(form), setProgress);
    setProgress(null);
    if (answer.ok) {
      // A repeat is answered as a new application (decision 250): the mail tells them apart.
      navigate(admissionSentPath(call));
      return;
    }
    if (answer.status === 0) {
      showToast("error", words.networkMessage);
      return;
    }
    const live = answer.status === 409 ? changedForm(answer.body) : null;
    if (live) {
      // The form shown again with the live questions: each kept field keeps what was typed in it.
      setShown({ ...live, changed: true });
      checks.answer(answer.fields);
      formRef.current?.scrollIntoView({ block: "start" });
      showToast("error", words.formChangedMessage);
      return;
    }
    if (Object.keys(answer.fields).length > 0) {
      checks.answer(answer.fields);
      const first = ids.find((question) => question in answer.fields);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      showToast("error", words.errorMessage);
      return;
    }
    // The other 409 is a call that closed while the form was open.
    const reason =
      answer.status === 409
        ? "closed"
        : answer.status === 429
          ? "too-many-requests"
          : "unavailable";
    navigate(failedPath(reason));
  }

  const sending = progress !== null;
  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={admissionActionPath(call)}
      onSubmit={onSubmit}
      noValidate={hydrated}
      className="relative flex flex-col gap-6"
    >
      <HoneypotField label={words.honeypotLabel} />
      {/* Made again with each version shown: the live one's once the service says the form changed. */}
      <input
        key={shown.version}
        type="hidden"
        name={formVersionFieldName}
        defaultValue={shown.version}
      />
      {shown.changed ? (
        <p
          role="alert"
          className="border-warning bg-warning-soft rounded-xl border p-4 font-semibold"
        >
          {words.formChangedMessage}
        </p>
      ) : null}
      <p className="text-small text-ink-soft">{words.requiredNote}</p>
      {questions.map((question) => {
        const controlId = `${id}-${question.id}`;
        const error = checks.messageOf(question.id);
        const hint =
          question.type === "file"
            ? [question.help, words.fileHint].filter(Boolean).join(" ")
            : question.help;
        const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null]
          .filter(Boolean)
          .join(" ");
        return (
          <QuestionControl
            key={question.id}
            question={question}
            controlId={controlId}
            words={words}
            hint={hint}
            error={error}
            describedBy={describedBy || undefined}
            maxLength={
              question.type === "short-text" || question.type === "long-text"
                ? maxLengthOf(question)
                : undefined
            }
            today={today}
            onLeave={() => checks.left(question.id)}
            onChange={() => checks.changed(question.id)}
          />
        );
      })}
      {sending && withFile ? (
        <div role="status" className="flex flex-col gap-2">
          <label htmlFor={`${id}-progress`} className="text-small font-semibold">
            {words.progressLabel} {Math.round(progress * 100)}%
          </label>
          <progress
            id={`${id}-progress`}
            max={100}
            value={Math.round(progress * 100)}
            className="accent-brand h-2 w-full"
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={sending}
          className="w-full sm:w-auto sm:self-start"
        >
          {sending ? words.loadingLabel : words.submitLabel}
        </Button>
        <p className="text-small text-ink-soft">{words.privacyNote}</p>
      </div>
    </form>
  );
}
