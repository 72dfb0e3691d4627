import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { OutcomeCard } from "#app/components/site/outcome-card.tsx";
import { cn } from "#app/lib/cn.ts";
import { pagePath } from "#app/lib/current-page.ts";
import { pageMeta, requestedPage } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { useFragmentTarget } from "#app/lib/use-fragment-target.ts";
import { readApplyPage } from "#content-model/site/admission-pages.server.ts";
import { admissionMessages } from "#schemas/admission-answers.ts";
import { asksForChild } from "#schemas/admission-child.ts";
import {
  admissionFormPath,
  admissionRefusals,
  finalAdmissionRefusals,
} from "#schemas/admission-posts.ts";
import { boundsRule } from "#schemas/question-bounds.ts";
import type { Route } from "./+types/result";

/**
 * /apply/<call>/sent and /apply/<call>/failed: where an application sent
 * without JavaScript lands. The sent page is the same for a new application
 * and a repeat of one (decision 250): it names no reference, and says what
 * the mail brings in either case. The failed page holds every reason,
 * hidden; the fragment the service adds (`#closed`, `#invalid-city`) shows the
 * one that applies with CSS `:target`, so nothing typed is in the address.
 * The form's script lands here by the app's own navigation, where `:target`
 * does not follow: the router's fragment picks it then (useFragmentTarget).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const page = readApplyPage(params.call);
  if (!page) throw new Response("Not Found", { status: 404 });
  const sent = pagePath(requestedPage(request)).replace(/\/$/, "").endsWith("/sent");
  const { words } = page;
  return {
    sent,
    words,
    formPath: admissionFormPath(page.call),
    programmePage: page.programmePage,
    // A kids programme's call takes one application per child (decision 243).
    forChild: asksForChild(page.form.questions),
    // A phone number's refusal also says how to write one, as the form's own message does;
    // a bounded number or date's says what it takes (decision 245), from this call's form.
    questions: page.form.questions.map((question) => ({
      id: question.id,
      label: question.label,
      rule: question.type === "phone" ? admissionMessages.phone : (boundsRule(question) ?? null),
    })),
    meta: pageMeta(sent ? words.sent.seo : words.failed.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** A form changed while it was open (decision 245): going back to send it again cannot mend it. */
const formChanged = "form-changed";

export default function ApplyResult({ loaderData }: Route.ComponentProps) {
  const { words, sent } = loaderData;
  const target = useFragmentTarget();
  if (sent) {
    return (
      <OutcomeCard
        kind="status"
        icon="success"
        iconTone="bg-success-soft text-success"
        eyebrow={words.eyebrow}
        title={words.sent.heading}
        body={[
          words.sent.text,
          loaderData.forChild ? words.sent.appliedBeforeForChild : words.sent.appliedBefore,
        ]}
      >
        <CallToActionLink
          cta={{ label: words.sent.linkLabel, link: loaderData.programmePage }}
          variant="primary"
        />
      </OutcomeCard>
    );
  }
  const reasons = [
    ...admissionRefusals.map((reason) => ({
      id: reason,
      text: words.failed.reasons[reason],
      final: finalAdmissionRefusals.has(reason),
    })),
    ...loaderData.questions.map((question) => ({
      id: `invalid-${question.id}`,
      text: [words.failed.invalid.replace("{question}", question.label), question.rule]
        .filter(Boolean)
        .join(" "),
      final: false,
    })),
  ];
  // A reason that sending again cannot mend (the call closed) is a
  // `peer`: when the fragment names it, CSS swaps the way back to the form for
  // the programme's page, with no script; once hydrated, `finalNamed` does.
  const finalNamed = reasons.some((reason) => reason.final && reason.id === target);
  const hiddenWhenFinal =
    target === undefined ? "peer-target:hidden" : finalNamed ? "hidden" : undefined;
  return (
    <OutcomeCard
      kind="status"
      icon="warning"
      iconTone="bg-warning-soft text-warning"
      eyebrow={words.eyebrow}
      title={words.failed.heading}
      detail={
        <div className="flex flex-col items-start gap-5 self-stretch">
          {reasons.map((reason) => (
            <p
              key={reason.id}
              id={reason.id}
              className={cn(
                "border-danger bg-danger-soft text-danger text-lead scroll-mt-[50vh] self-stretch rounded-xl border px-4 py-3 font-semibold",
                target === undefined ? "hidden target:block" : reason.id !== target && "hidden",
                reason.final && "peer",
                reason.id === formChanged && "peer/changed",
              )}
            >
              {reason.text}
            </p>
          ))}
          {/* "Go back and send it again" would send the old form again: its reason says what to do instead. */}
          <p
            className={cn(
              "text-ink-soft text-lead max-w-prose",
              hiddenWhenFinal,
              target === undefined
                ? "peer-target/changed:hidden"
                : target === formChanged && "hidden",
            )}
          >
            {words.failed.text}
          </p>
          {/* Not the primary action: the browser's Back keeps the answers, this link does not (decision 224). */}
          <span className={hiddenWhenFinal}>
            <CallToActionLink
              cta={{ label: words.failed.backLabel, link: loaderData.formPath }}
              variant="outline"
            />
          </span>
          <span
            className={
              target === undefined ? "hidden peer-target:block" : finalNamed ? undefined : "hidden"
            }
          >
            <CallToActionLink
              cta={{ label: words.sent.linkLabel, link: loaderData.programmePage }}
              variant="primary"
            />
          </span>
        </div>
      }
      body={[]}
    >
      {null}
    </OutcomeCard>
  );
}
