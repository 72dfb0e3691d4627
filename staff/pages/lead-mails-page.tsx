import { inboxCopy } from "../inbox-copy.ts";
import { LeadAlertChoices } from "../lead-alert-choices.tsx";

const words = inboxCopy.leadMails;

/** Each person's own choice of mail about new leads (admins choose for anyone under People). */
export function LeadMailsPage() {
  return (
    <section aria-labelledby="lead-mails-title" className="max-w-prose">
      <h1 id="lead-mails-title" className="text-h1">
        {words.title}
      </h1>
      <p className="mt-2">{words.intro}</p>
      <div className="bg-surface-muted rounded-card mt-6 p-4">
        <LeadAlertChoices person="me" />
      </div>
    </section>
  );
}
