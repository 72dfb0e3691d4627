import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import type { ResultPage as ResultPageContent } from "#schemas/content/form-results.ts";
import { OutcomeCard } from "./outcome-card.tsx";

/**
 * What happened to a form sent without JavaScript, or to a mailing-list link:
 * a clear outcome, what to do next, and a way on. Announced as a status so a
 * screen reader hears the outcome first.
 */
export function ResultPage({ page }: { page: ResultPageContent }) {
  const done = page.outcome === "done";
  return (
    <OutcomeCard
      kind="status"
      icon={done ? "success" : "warning"}
      iconTone={done ? "bg-success-soft text-success" : "bg-warning-soft text-warning"}
      eyebrow={page.eyebrow}
      title={page.title}
      body={page.body}
    >
      <div className="flex flex-wrap gap-3 pt-2">
        {page.actions.map((action, index) => (
          <CallToActionLink
            key={action.link}
            cta={action}
            variant={index === 0 ? "primary" : "outline"}
          />
        ))}
      </div>
    </OutcomeCard>
  );
}
