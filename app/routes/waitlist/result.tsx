import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { OutcomeCard } from "#app/components/site/outcome-card.tsx";
import { cn } from "#app/lib/cn.ts";
import { pagePath } from "#app/lib/current-page.ts";
import { pageMeta, requestedPage } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { useFragmentTarget } from "#app/lib/use-fragment-target.ts";
import { readWaitlistPage } from "#content-model/site/waitlist-pages.server.ts";
import { waitlistFormPath } from "#schemas/waitlist-paths.ts";
import type { Route } from "./+types/result";

/**
 * /waitlist/<programme>/sent and /failed: where a waitlist form lands. The
 * failed page holds every reason, hidden; the fragment the service adds
 * (`#too-many-requests`, `#invalid-email`) shows the one that applies with
 * CSS `:target`, so nothing typed is in the address; once hydrated, the
 * router's fragment does, as `:target` does not follow the app's own
 * navigation (useFragmentTarget).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const page = readWaitlistPage(params.programme);
  if (!page) throw new Response("Not Found", { status: 404 });
  const sent = pagePath(requestedPage(request)).replace(/\/$/, "").endsWith("/sent");
  const { words } = page;
  return {
    sent,
    words,
    formPath: waitlistFormPath(page.programme),
    programmePage: page.programmePage,
    meta: pageMeta(sent ? words.sent.seo : words.failed.seo, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function WaitlistResult({ loaderData }: Route.ComponentProps) {
  const { words, sent } = loaderData;
  const target = useFragmentTarget();
  const back = { label: words.sent.linkLabel, link: loaderData.programmePage };
  if (sent) {
    return (
      <OutcomeCard
        kind="status"
        icon="success"
        iconTone="bg-success-soft text-success"
        eyebrow={words.eyebrow}
        title={words.sent.heading}
        body={[words.sent.text]}
      >
        <CallToActionLink cta={back} variant="primary" />
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      kind="status"
      icon="warning"
      iconTone="bg-warning-soft text-warning"
      eyebrow={words.eyebrow}
      title={words.failed.heading}
      detail={
        <div className="flex flex-col items-start gap-5 self-stretch">
          {Object.entries(words.failed.reasons).map(([reason, text]) => (
            <p
              key={reason}
              id={reason}
              className={cn(
                "border-danger bg-danger-soft text-danger text-lead scroll-mt-[50vh] self-stretch rounded-xl border px-4 py-3 font-semibold",
                target === undefined ? "hidden target:block" : reason !== target && "hidden",
              )}
            >
              {text}
            </p>
          ))}
          <p className="text-ink-soft text-lead max-w-prose">{words.failed.text}</p>
          {/* Not the primary action: the browser's Back keeps what was typed, this link does not (decision 224). */}
          <CallToActionLink
            cta={{ label: words.failed.backLabel, link: loaderData.formPath }}
            variant="outline"
          />
          <CallToActionLink cta={back} variant="outline" />
        </div>
      }
      body={[]}
    >
      {null}
    </OutcomeCard>
  );
}
