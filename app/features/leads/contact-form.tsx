import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input, Textarea } from "#app/components/ui/field.tsx";
import { endpoints } from "#app/config/endpoints.ts";
import type { ContactFormCopy } from "#schemas/content/lead-forms.ts";
import { formActionPath } from "#schemas/form-posts.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { type ContactInput, contactRequest } from "./lead-requests.ts";
import { postLead } from "./post-lead.ts";
import { PrivacyNote } from "./privacy-note.tsx";
import { useLeadSend } from "./use-lead-send.ts";

const emptyContact: ContactInput = { name: "", email: "", phone: "", message: "" };

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
 * which answers with a page.
 */
export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const [values, setValues] = useState<ContactInput>(emptyContact);
  const { sending, send } = useLeadSend(copy);
  const id = useId();

  function update(field: keyof ContactInput) {
    return (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(
      () => postLead(endpoints.contact, contactRequest(values)),
      () => setValues(emptyContact),
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
            value={values[field]}
            onChange={update(field)}
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
          value={values.message}
          onChange={update("message")}
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
