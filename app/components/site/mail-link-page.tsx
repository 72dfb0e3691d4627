import { Button } from "#app/components/ui/button.tsx";
import type { MailLinkPage as MailLinkPageContent } from "#content-model/site/mail-link-pages.ts";
import { OutcomeCard } from "./outcome-card.tsx";

/**
 * A mailing-list link's page: what pressing the one button will do, and the
 * button. The form has no action, so it posts to the page's own address,
 * whose `?token=` is the link's; that works before any JavaScript runs.
 */
export function MailLinkPage({ page }: { page: MailLinkPageContent }) {
  return (
    <OutcomeCard
      kind="form"
      icon="mail"
      iconTone="bg-brand-soft text-brand-strong"
      eyebrow={page.eyebrow}
      title={page.title}
      body={page.body}
    >
      <div className="pt-2">
        <Button type="submit">{page.button}</Button>
      </div>
    </OutcomeCard>
  );
}
