import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { OutcomeCard } from "#app/components/site/outcome-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { pagePath } from "#app/lib/current-page.ts";
import { pageMeta, requestedPage } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { useFragmentTarget } from "#app/lib/use-fragment-target.ts";
import { readWaitlistPage } from "#schemas/content/waitlist-pages.server.ts";
import type { Route } from "./+types/leave";

/**
 * /waitlist/<programme>/leave and /left: a waitlist mail's way out. The
 * leave page's form has no action, so its one button posts to the page's
 * own address, whose `?token=` is the mail's; that works with no script.
 * The left page shows why nothing changed when the fragment is `#link-invalid`
 * (CSS `:target`; once hydrated, the router's fragment: useFragmentTarget).
 */
/** The fragment the service adds when a leave link was not valid. */
const invalidLinkId = "link-invalid";

export function loader({ request, params }: Route.LoaderArgs) {
  const page = readWaitlistPage(params.programme);
  if (!page) throw new Response("Not Found", { status: 404 });
  const left = pagePath(requestedPage(request)).replace(/\/$/, "").endsWith("/left");
  const { words } = page;
  return {
    left,
    words,
    programmePage: page.programmePage,
    meta: left
      ? pageMeta(words.left.seo, request)
      : pageMeta(words.leave.seo, request, { tokenInAddress: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function WaitlistLeave({ loaderData }: Route.ComponentProps) {
  const { words, left } = loaderData;
  const target = useFragmentTarget();
  if (!left) {
    return (
      <OutcomeCard
        kind="form"
        icon="mail"
        iconTone="bg-brand-soft text-brand-strong"
        eyebrow={words.eyebrow}
        title={words.leave.heading}
        body={[words.leave.text]}
      >
        <div className="pt-2">
          <Button type="submit">{words.leave.buttonLabel}</Button>
        </div>
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      kind="status"
      icon="mail"
      iconTone="bg-brand-soft text-brand-strong"
      eyebrow={words.eyebrow}
      title={words.left.heading}
      detail={
        <div className="flex flex-col items-start gap-5 self-stretch">
          <p
            id={invalidLinkId}
            className={cn(
              "peer border-danger bg-danger-soft text-danger text-lead self-stretch rounded-xl border px-4 py-3 font-semibold",
              target === undefined ? "hidden target:block" : target !== invalidLinkId && "hidden",
            )}
          >
            {words.left.invalid}
          </p>
          <p
            className={cn(
              "text-ink-soft text-lead max-w-prose",
              target === undefined ? "peer-target:hidden" : target === invalidLinkId && "hidden",
            )}
          >
            {words.left.text}
          </p>
        </div>
      }
      body={[]}
    >
      <CallToActionLink
        cta={{ label: words.left.linkLabel, link: loaderData.programmePage }}
        variant="primary"
      />
    </OutcomeCard>
  );
}
