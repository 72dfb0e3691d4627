import { Icon } from "#app/components/icons/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MailLinkPage as MailLinkPageContent } from "#schemas/content/mail-link-pages.ts";

/**
 * A mailing-list link's page: what pressing the one button will do, and the
 * button. The form has no action, so it posts to the page's own address,
 * whose `?token=` is the link's; that works before any JavaScript runs.
 */
export function MailLinkPage({ page }: { page: MailLinkPageContent }) {
  return (
    <section className="bg-surface-muted">
      <div className="container-page flex min-h-[60vh] items-center justify-center py-16 md:py-24">
        <form
          method="post"
          className="rounded-card bg-surface shadow-card flex w-full max-w-2xl flex-col items-start gap-5 p-6 sm:p-10"
        >
          <span className="bg-brand-soft text-brand-strong flex size-14 items-center justify-center rounded-2xl">
            <Icon name="mail" className="size-7" />
          </span>
          <p className="text-brand-strong text-eyebrow uppercase">{page.eyebrow}</p>
          <h1 className="text-h1 text-balance">{page.title}</h1>
          {page.body.map((paragraph) => (
            <p key={paragraph} className="text-ink-soft text-lead max-w-prose">
              {paragraph}
            </p>
          ))}
          <div className="pt-2">
            <Button type="submit">{page.button}</Button>
          </div>
        </form>
      </div>
    </section>
  );
}
