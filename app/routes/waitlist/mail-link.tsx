import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { OutcomeCard } from "#app/components/site/outcome-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { pagePath } from "#app/lib/current-page.ts";
import { pageMeta, requestedPage } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { useFragmentTarget } from "#app/lib/use-fragment-target.ts";
import { readWaitlistPage } from "#content-model/site/waitlist-pages.server.ts";
import type { Route } from "./+types/mail-link";

/**
 * The pages a waitlist mail's links open, and where they land:
 * /waitlist/<programme>/leave and /left, the way out; /rejoin and /rejoined,
 * the way back mailed to an address that left (decision 247). The leave and
 * rejoin pages' form has no action, so its one button posts to the page's
 * own address, whose `?token=` is the mail's; that works with no script.
 * The landing page shows why nothing changed when the fragment is
 * `#link-invalid` (CSS `:target`; once hydrated, the router's fragment:
 * useFragmentTarget).
 */
/** The fragment the service adds when a link was not valid. */
const invalidLinkId = "link-invalid";

/** Each page by the last part of its address: the link's page, or where it lands. */
const steps = ["leave", "left", "rejoin", "rejoined"] as const;
type Step = (typeof steps)[number];
const landings: readonly Step[] = ["left", "rejoined"];

export function loader({ request, params }: Route.LoaderArgs) {
  const page = readWaitlistPage(params.programme);
  if (!page) throw new Response("Not Found", { status: 404 });
  const last = pagePath(requestedPage(request)).replace(/\/$/, "").split("/").at(-1);
  const step = steps.find((each) => each === last);
  if (!step) throw new Response("Not Found", { status: 404 });
  const { words } = page;
  const landing = landings.includes(step);
  return {
    step,
    landing,
    words,
    programmePage: page.programmePage,
    meta: pageMeta(words[step].seo, request, { tokenInAddress: !landing }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function WaitlistMailLink({ loaderData }: Route.ComponentProps) {
  const { words, step, landing } = loaderData;
  const target = useFragmentTarget();
  if (!landing) {
    const linkPage = words[step === "rejoin" ? "rejoin" : "leave"];
    return (
      <OutcomeCard
        kind="form"
        icon="mail"
        iconTone="bg-brand-soft text-brand-strong"
        eyebrow={words.eyebrow}
        title={linkPage.heading}
        body={[linkPage.text]}
      >
        {/* A label longer than a phone's card ("Yes, put me back on the waitlist") wraps inside it. */}
        <div className="self-stretch pt-2 sm:self-start">
          <Button type="submit" className="w-full text-center whitespace-normal sm:w-auto">
            {linkPage.buttonLabel}
          </Button>
        </div>
      </OutcomeCard>
    );
  }
  const outcome = words[step === "rejoined" ? "rejoined" : "left"];
  return (
    <OutcomeCard
      kind="status"
      icon="mail"
      iconTone="bg-brand-soft text-brand-strong"
      eyebrow={words.eyebrow}
      title={outcome.heading}
      detail={
        <div className="flex flex-col items-start gap-5 self-stretch">
          <p
            id={invalidLinkId}
            className={cn(
              "peer border-danger bg-danger-soft text-danger text-lead self-stretch rounded-xl border px-4 py-3 font-semibold",
              target === undefined ? "hidden target:block" : target !== invalidLinkId && "hidden",
            )}
          >
            {outcome.invalid}
          </p>
          <p
            className={cn(
              "text-ink-soft text-lead max-w-prose",
              target === undefined ? "peer-target:hidden" : target === invalidLinkId && "hidden",
            )}
          >
            {outcome.text}
          </p>
        </div>
      }
      body={[]}
    >
      <CallToActionLink
        cta={{ label: outcome.linkLabel, link: loaderData.programmePage }}
        variant="primary"
      />
    </OutcomeCard>
  );
}
