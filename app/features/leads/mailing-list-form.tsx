import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/field.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { endpoints } from "#app/config/endpoints.ts";
import { cn } from "#app/lib/cn.ts";
import { textValue } from "#app/lib/form-values.ts";
import type { MailingListFormCopy } from "#content-model/site/lead-forms.ts";
import { formActionPath } from "#schemas/form-posts.ts";
import { mailingListRequest } from "./lead-requests.ts";
import { postLead } from "./post-lead.ts";
import { PrivacyNote } from "./privacy-note.tsx";
import { useLeadSend } from "./use-lead-send.ts";

type MailingListFormProps = {
  copy: MailingListFormCopy;
  className?: string;
  /** "dark" sits on the night footer, "light" on a pale section. */
  tone?: "dark" | "light";
};

/**
 * The mailing-list signup of SPEC §7.1 and §4: idle, loading ("Loading..."
 * and disabled), then a toast. Success clears the field; failure keeps it.
 * Before hydration it posts to the lead service, which answers with a page.
 * The field holds its own value (app/lib/form-values.ts), so an address typed
 * before the script arrived stays.
 */
export function MailingListForm({ copy, className, tone = "dark" }: MailingListFormProps) {
  const { sending, send } = useLeadSend(copy);
  const inputId = useId();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = textValue(form, "email");
    void send(
      () => postLead(endpoints.mailingList, mailingListRequest(email)),
      () => form.reset(),
    );
  }

  return (
    <form
      method="post"
      action={formActionPath("mailing-list")}
      onSubmit={onSubmit}
      className={cn("relative flex flex-col gap-3", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {copy.emailLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          tone={tone}
          className="sm:flex-1"
        />
        <Button type="submit" variant="accent" disabled={sending} className="shrink-0">
          {sending ? copy.loadingLabel : copy.submitLabel}
        </Button>
      </div>
      <HoneypotField label={copy.honeypotLabel} />
      <PrivacyNote copy={copy.privacyNote} tone={tone} />
    </form>
  );
}
