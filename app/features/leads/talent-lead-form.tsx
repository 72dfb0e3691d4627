import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, FieldMessage, Input, Select } from "#app/components/ui/field.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { showToast } from "#app/components/ui/toast.ts";
import { cn } from "#app/lib/cn.ts";
import { sendMultipart } from "#app/lib/send-multipart.ts";
import { type FormSchema, useFormChecks } from "#app/lib/use-form-checks.ts";
import type {
  ApplicationFormCopy,
  FieldCopy,
  HiringRequestFormCopy,
} from "#content-model/hub/talent.ts";
import { applicationFormSchema } from "#schemas/application-form.ts";
import { companyHiringRequestSchema } from "#schemas/company-hiring-request.ts";
import {
  resumeFieldName,
  type TalentForm,
  talentActionPath,
  talentFormFields,
} from "#schemas/talent-forms.ts";
import { PrivacyNote } from "./privacy-note.tsx";

/** How each field of the two forms is typed: the keyboard, autofill and the browser's own check. */
type ControlSpec =
  | {
      kind: "input";
      type: "text" | "email" | "tel" | "url" | "date";
      inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
      autoComplete?: string;
      /** Checked by the browser before the script runs; the schema decides after. */
      pattern?: string;
    }
  | { kind: "choice" }
  | { kind: "file" };

const controls: Record<string, ControlSpec> = {
  firstname: { kind: "input", type: "text", autoComplete: "given-name" },
  lastname: { kind: "input", type: "text", autoComplete: "family-name" },
  email: { kind: "input", type: "email", autoComplete: "email" },
  // A telephone input keeps the "+" and the spaces people type (docs: contact form).
  phoneNumber: { kind: "input", type: "tel", inputMode: "tel", autoComplete: "tel" },
  stack: { kind: "choice" },
  skillRequirement: { kind: "choice" },
  levelOfCommitment: { kind: "choice" },
  companyName: { kind: "input", type: "text", autoComplete: "organization" },
  companyWebsite: { kind: "input", type: "url", inputMode: "url", autoComplete: "url" },
  // Text with the number keypad: a number input would swallow "forty" instead of saying "Numbers only".
  noOfEmployees: { kind: "input", type: "text", inputMode: "numeric", pattern: "[0-9]*" },
  role: { kind: "input", type: "text", autoComplete: "organization-title" },
  startDate: { kind: "input", type: "date" },
  resume: { kind: "file" },
};

/** Fields that take the whole width of the form's grid. */
const wideFields = new Set(["resume", "role"]);

type TalentLeadFormProps = {
  form: TalentForm;
  copy: ApplicationFormCopy | HiringRequestFormCopy;
  schema: FormSchema;
  fields: readonly string[];
};

/**
 * One of the two talent forms (issue 23). Before the script runs it is a
 * plain multipart form that posts to the lead service and lands on a result
 * page. Once hydrated it checks each field with the schema the service uses,
 * as the visitor types (after leaving a field, or after a first send), sends
 * with a progress bar for the résumé, shows the service's messages under their
 * fields, and keeps everything typed when a send fails. Its fields hold their
 * own values (app/lib/form-values.ts), so what was typed or chosen before the
 * script arrived stays.
 */
function TalentLeadForm({ form, copy, schema, fields }: TalentLeadFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const checks = useFormChecks(formRef, schema, fields);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  // The browser's own checks stand until the script can do better.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const withFile = fields.includes(resumeFieldName);
  const fieldCopy = copy.fields as Record<string, FieldCopy>;
  const sending = progress !== null;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const firstBad = checks.checkAll();
    if (firstBad) {
      formElement.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setProgress(0);
    const answer = await sendMultipart(
      talentActionPath(form),
      new FormData(formElement),
      setProgress,
    );
    setProgress(null);
    if (answer.ok) {
      showToast("success", copy.successMessage);
      setSent(true);
      return;
    }
    checks.answer(answer.fields);
    showToast("error", copy.errorMessage);
  }

  function startAgain() {
    checks.clear();
    setSent(false);
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-4">
        <h3 className="text-h3">{copy.sent.heading}</h3>
        <p className="text-ink-soft">{copy.sent.text}</p>
        <Button type="button" variant="outline" onClick={startAgain}>
          {copy.sent.againLabel}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={talentActionPath(form)}
      onSubmit={onSubmit}
      noValidate={hydrated}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label={copy.heading}
    >
      {/* Before the fields: the service reads the whole form before the résumé's first byte. */}
      <HoneypotField label={copy.honeypotLabel} />
      {fields.map((field) => {
        const spec = controls[field] ?? { kind: "input", type: "text" };
        const text = fieldCopy[field] as FieldCopy;
        const controlId = `${id}-${field}`;
        const error = checks.messageOf(field);
        const describedBy = [
          text.hint ? `${controlId}-hint` : null,
          error ? `${controlId}-error` : null,
        ]
          .filter(Boolean)
          .join(" ");
        const shared = {
          id: controlId,
          name: field,
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
          onBlur: () => checks.left(field),
          onChange: () => checks.changed(field),
        };
        return (
          <Field key={field} className={cn(wideFields.has(field) && "sm:col-span-2")}>
            <FieldLabel htmlFor={controlId}>{text.label}</FieldLabel>
            {spec.kind === "choice" ? (
              <Select {...shared}>
                <option value="">{text.choosePrompt}</option>
                {(text.choices ?? []).map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </Select>
            ) : spec.kind === "file" ? (
              <Input
                {...shared}
                type="file"
                accept="application/pdf,.pdf"
                className="file:bg-brand-soft file:text-brand-strong file:mr-4 file:rounded-lg file:border-0 file:px-3 file:py-1.5 file:font-semibold"
                onChange={() => {
                  checks.changed(field);
                  checks.left(field);
                }}
              />
            ) : (
              <Input
                {...shared}
                type={spec.type}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                pattern={spec.pattern}
                placeholder={text.placeholder}
              />
            )}
            {text.hint ? <FieldMessage id={`${controlId}-hint`}>{text.hint}</FieldMessage> : null}
            {error ? (
              <FieldMessage id={`${controlId}-error`} tone="error">
                {error}
              </FieldMessage>
            ) : null}
          </Field>
        );
      })}
      {sending && withFile ? (
        <div role="status" className="flex flex-col gap-2 sm:col-span-2">
          <label htmlFor={`${id}-progress`} className="text-small font-semibold">
            {copy.progressLabel} {Math.round(progress * 100)}%
          </label>
          <progress
            id={`${id}-progress`}
            max={100}
            value={Math.round(progress * 100)}
            className="accent-brand h-2 w-full"
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending} className="w-full shrink-0 sm:w-auto">
          {sending ? copy.loadingLabel : copy.submitLabel}
        </Button>
        <PrivacyNote copy={copy.privacyNote} />
      </div>
    </form>
  );
}

/** An aspiring techie's application, with the résumé as the last field (schemas/talent-forms.ts). */
export function ApplicationForm({ copy }: { copy: ApplicationFormCopy }) {
  return (
    <TalentLeadForm
      form="application"
      copy={copy}
      schema={applicationFormSchema}
      fields={[...talentFormFields.application, resumeFieldName]}
    />
  );
}

/** A company's request for talent. */
export function HiringRequestForm({ copy }: { copy: HiringRequestFormCopy }) {
  return (
    <TalentLeadForm
      form="hiring-request"
      copy={copy}
      schema={companyHiringRequestSchema}
      fields={talentFormFields["hiring-request"]}
    />
  );
}
