import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ResultPage as ResultPageContent } from "#schemas/content/form-results.ts";

/**
 * What happened to a form sent without JavaScript, or to a mailing-list link:
 * a clear outcome, what to do next, and a way on. Announced as a status so a
 * screen reader hears the outcome first.
 */
export function ResultPage({ page }: { page: ResultPageContent }) {
  const done = page.outcome === "done";
  return (
    <section className="bg-surface-muted">
      <div className="container-page flex min-h-[60vh] items-center justify-center py-16 md:py-24">
        <div
          role="status"
          className="rounded-card bg-surface shadow-card flex w-full max-w-2xl flex-col items-start gap-5 p-6 sm:p-10"
        >
          <span
            className={cn(
              "flex size-14 items-center justify-center rounded-2xl",
              done ? "bg-success-soft text-success" : "bg-warning-soft text-warning",
            )}
          >
            <Icon name={done ? "success" : "warning"} className="size-7" />
          </span>
          <p className="text-brand-strong text-eyebrow uppercase">{page.eyebrow}</p>
          <h1 className="text-h1 text-balance">{page.title}</h1>
          {page.body.map((paragraph) => (
            <p key={paragraph} className="text-ink-soft text-lead max-w-prose">
              {paragraph}
            </p>
          ))}
          <div className="flex flex-wrap gap-3 pt-2">
            {page.actions.map((action, index) => (
              <CallToActionLink
                key={action.link}
                cta={action}
                variant={index === 0 ? "primary" : "outline"}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
