import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { useFragmentTarget } from "#app/lib/use-fragment-target.ts";
import type { ResultPageView, RuleMessages } from "#content-model/site/form-results.ts";
import { OutcomeCard } from "./outcome-card.tsx";

/**
 * The message of the rule a refused field broke. The page holds each message
 * of the field's rules, hidden; the address's fragment (`#rule-numbers-only`,
 * added by the lead service) names the one to show, with CSS `:target`, so it
 * shows with JavaScript off; once hydrated, the router's fragment does
 * (useFragmentTarget). A browser without the fragment, or without `:has()`,
 * shows `otherwise`. The page scrolls only if the message is far down.
 */
function RuleMessage({ rule }: { rule: RuleMessages }) {
  const target = useFragmentTarget();
  const named = rule.messages.some((message) => message.id === target);
  return (
    <div className="group flex flex-col gap-3 self-stretch">
      {rule.messages.map((message) => (
        <p
          key={message.id}
          id={message.id}
          className={cn(
            "border-danger bg-danger-soft text-danger text-lead scroll-mt-[50vh] rounded-xl border px-4 py-3 font-semibold",
            target === undefined ? "hidden target:block" : message.id !== target && "hidden",
          )}
        >
          {message.text}
        </p>
      ))}
      {rule.otherwise ? (
        <p
          className={cn(
            "text-ink-soft text-lead max-w-prose",
            target === undefined ? "group-has-[:target]:hidden" : named && "hidden",
          )}
        >
          {rule.otherwise}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What happened to a form sent without JavaScript, or to a mailing-list link:
 * a clear outcome, what to do next, and a way on. Announced as a status so a
 * screen reader hears the outcome first; a refused field's page shows the
 * exact message of the rule that failed.
 */
export function ResultPage({ page }: { page: ResultPageView }) {
  const done = page.outcome === "done";
  return (
    <OutcomeCard
      kind="status"
      icon={done ? "success" : "warning"}
      iconTone={done ? "bg-success-soft text-success" : "bg-warning-soft text-warning"}
      eyebrow={page.eyebrow}
      title={page.title}
      detail={page.ruleMessages ? <RuleMessage rule={page.ruleMessages} /> : undefined}
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
