import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input, Textarea } from "#app/components/ui/field.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { endpoints } from "#app/config/endpoints.ts";
import { textValue } from "#app/lib/form-values.ts";
import type { ContactFormCopy } from "#content-model/site/lead-forms.ts";
import { formActionPath } from "#schemas/form-posts.ts";
import { type ContactInput, contactRequest } from "./lead-requests.ts";
import { postLead } from "./post-lead.ts";
import { PrivacyNote } from "./privacy-note.tsx";
import { useLeadSend } from "./use-lead-send.ts";

type InputField = {
  field: Exclude<keyof ContactInput, "message">;
  wide?: boolean;
} & Pick<React.ComponentProps<"input">, "type" | "inputMode" | "autoComplete">;

/**
 * The one-line fields. SPEC §5 calls the phone "numeric", but a number input
 * drops the "+" and the spaces of "+234 803 123 4567" and shows spinners: a
 * telephone input keeps what was typed and brings up the phone keypad.
 */
const inputFields: readonly InputField[] = [
  { field: "name", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "phone", type: "tel", inputMode: "tel", autoComplete: "tel", wide: true },
];

/**
 * The contact form of SPEC §7.3 and §4: every field required, phone numeric.
 * While sending the button reads "Loading"; success clears the form, failure
 * keeps every field as typed. Before hydration it posts to the lead service,
 * which answers with a page. Its fields hold their own values
 * (app/lib/form-values.ts), so what was typed before the script arrived stays.
 */
export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const { sending, send } = useLeadSend(copy);
  const id = useId();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input: ContactInput = {
      name: textValue(form, "name"),
      email: textValue(form, "email"),
      phone: textValue(form, "phone"),
      message: textValue(form, "message"),
    };
    void send(
      () => postLead(endpoints.contact, contactRequest(input)),
      () => form.reset(),
    );
  }

  return (
    <form
      method="post"
      action={formActionPath("contact")}
      onSubmit={onSubmit}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label={copy.heading}
    >
      {inputFields.map(({ field, wide, ...input }) => (
        <Field key={field} className={wide ? "sm:col-span-2" : undefined}>
          <FieldLabel htmlFor={`${id}-${field}`}>{copy.fields[field].label}</FieldLabel>
          <Input
            {...input}
            id={`${id}-${field}`}
            name={field}
            required
            placeholder={copy.fields[field].placeholder}
          />
        </Field>
      ))}
      <Field className="sm:col-span-2">
        <FieldLabel htmlFor={`${id}-message`}>{copy.fields.message.label}</FieldLabel>
        <Textarea
          id={`${id}-message`}
          name="message"
          required
          placeholder={copy.fields.message.placeholder}
        />
      </Field>
      <HoneypotField label={copy.honeypotLabel} />
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending} className="w-full shrink-0 sm:w-auto">
          {sending ? copy.loadingLabel : copy.submitLabel}
        </Button>
        <PrivacyNote copy={copy.privacyNote} />
      </div>
    </form>
  );
}
