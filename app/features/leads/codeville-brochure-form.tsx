import { useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { showToast } from "#app/components/ui/toast.ts";
import { emailProvider, endpoints } from "#app/config/endpoints.ts";
import { textValue } from "#app/lib/form-values.ts";
import type { BrochureFormCopy } from "#content-model/codeville/brochure.ts";
// Types only: schemas/email-send.ts brings zod, which the browser must not load.
import type { EmailSendBody } from "#schemas/email-send.ts";
import { formActionPath } from "#schemas/form-posts.ts";
import { postLead } from "./post-lead.ts";
import { PrivacyNote } from "./privacy-note.tsx";
import { useLeadSend } from "./use-lead-send.ts";

/** The body of the brochure call (SPEC §7.2): the email provider's REST send. */
export function brochureRequest(email: string, subject: string): EmailSendBody {
  return {
    lib_version: emailProvider.libVersion,
    user_id: emailProvider.publicKey,
    service_id: emailProvider.serviceId,
    template_id: emailProvider.templateId,
    template_params: { email_subject: subject, to_email: email },
  };
}

/** SPEC §7.2: the answer is read as text plus status; a 2xx is a sent email. */
async function emailSent(response: Response): Promise<boolean> {
  await response.text();
  return response.ok;
}

type BrochureFormProps = {
  copy: BrochureFormCopy;
  /** After a successful send (the modal closes, SPEC §2). */
  onSent?: () => void;
};

/**
 * The brochure request (SPEC §4): the email is trimmed; empty warns "Email is
 * required" and sends nothing (the older site also set and cleared its
 * loading state then, in one go that never shows, so that is not copied);
 * while sending the input is disabled and a spinner shows. Before hydration
 * the form posts to the lead service, which answers with a page. The field
 * holds its own value (app/lib/form-values.ts), so an address typed before the
 * script arrived stays.
 */
export function BrochureForm({ copy, onSent }: BrochureFormProps) {
  const { sending, send } = useLeadSend(copy);
  // Once hydrated the form checks the email itself, to give SPEC §8's warning.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const inputId = useId();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem("email") as HTMLInputElement | null;
    const trimmed = textValue(form, "email").trim();
    if (trimmed === "") {
      showToast("warning", copy.requiredMessage);
      return;
    }
    if (input && !input.checkValidity()) {
      input.reportValidity();
      return;
    }
    void send(
      () => postLead(endpoints.emailSend, brochureRequest(trimmed, copy.emailSubject), emailSent),
      () => {
        form.reset();
        onSent?.();
      },
    );
  }

  return (
    <form
      method="post"
      action={formActionPath("brochure")}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-label={copy.title}
      aria-busy={sending}
      className="relative flex flex-col gap-4"
    >
      <Field>
        <FieldLabel htmlFor={inputId}>{copy.emailLabel}</FieldLabel>
        <Input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          disabled={sending}
        />
      </Field>
      <HoneypotField label={copy.honeypotLabel} />
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? (
          <>
            <span
              aria-hidden
              data-testid="brochure-spinner"
              className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
            {copy.sendingLabel}
          </>
        ) : (
          copy.submitLabel
        )}
      </Button>
      <PrivacyNote copy={copy.privacyNote} />
    </form>
  );
}
