import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, FieldMessage, Input } from "#app/components/ui/field.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import type { CallProgramme } from "#content-model/calls/calls.ts";
import type { WaitlistPages } from "#content-model/site/waitlist-pages.ts";
import { fieldLimits } from "#schemas/field-limits.ts";
import { childAgeLimits, waitlistActionPath } from "#schemas/waitlist-paths.ts";

type WaitlistFormProps = { programme: CallProgramme; kids: boolean; words: WaitlistPages };

/** A field's hint under it, tied to the field by `aria-describedby`; nothing without one. */
function hintProps(hint: string | undefined, hintId: string) {
  return {
    describedBy: hint ? hintId : undefined,
    message: hint ? <FieldMessage id={hintId}>{hint}</FieldMessage> : null,
  };
}

/**
 * A programme's waitlist form: a plain urlencoded post, with or without
 * JavaScript, to the lead service, which answers with the result page
 * (Post/Redirect/Get). The browser's own checks stop most mistakes before
 * the post; the service checks again and names what it refused.
 */
export function WaitlistForm({ programme, kids, words }: WaitlistFormProps) {
  const id = useId();
  const fields = kids ? words.kidsFields : words.fields;
  const emailHint = hintProps(fields.email.hint, `${id}-email-hint`);
  const ageHint = hintProps(words.kidsFields.childAge.hint, `${id}-age-hint`);
  const nameHint = hintProps(fields.name.hint, `${id}-name-hint`);
  return (
    <form
      method="post"
      action={waitlistActionPath(programme)}
      className="relative flex flex-col gap-6"
    >
      <HoneypotField label={words.honeypotLabel} />
      <Field>
        <FieldLabel htmlFor={`${id}-name`}>{fields.name.label}</FieldLabel>
        <Input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={fieldLimits.nameMaxChars}
          aria-describedby={nameHint.describedBy}
        />
        {nameHint.message}
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-email`}>{fields.email.label}</FieldLabel>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={fieldLimits.emailMaxChars}
          aria-describedby={emailHint.describedBy}
        />
        {emailHint.message}
      </Field>
      {kids ? (
        <Field>
          <FieldLabel htmlFor={`${id}-age`}>{words.kidsFields.childAge.label}</FieldLabel>
          <Input
            id={`${id}-age`}
            name="childAge"
            type="number"
            inputMode="numeric"
            min={childAgeLimits.min}
            max={childAgeLimits.max}
            step={1}
            aria-describedby={ageHint.describedBy}
          />
          {ageHint.message}
        </Field>
      ) : null}
      <div className="flex flex-col gap-4">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          {words.submitLabel}
        </Button>
        <p className="text-small text-ink-soft">{words.privacyNote}</p>
      </div>
    </form>
  );
}
