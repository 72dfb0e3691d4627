import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { cn } from "#app/lib/cn.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { metaTags } from "#app/lib/page-meta.ts";
import { useFragmentTarget } from "#app/lib/use-fragment-target.ts";
import {
  closedPageWaitlists,
  readClosedAppPage,
} from "#content-model/codeville/closed-app.server.ts";
import type { Route } from "./+types/closed-app";

export function loader({ request }: Route.LoaderArgs) {
  const page = readClosedAppPage();
  return { page, waitlists: closedPageWaitlists(page.waitlist), meta: pageMeta(page.seo, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * One page for every closed kids call. A programme's Apply names the programme
 * in the fragment (`#waitlist-kids-code-camp`): CSS `:target` shows that
 * programme's waitlist button and hides Codeville's, so it works without
 * JavaScript and the parent joins the waitlist of the programme they chose.
 * Reached by the app's own navigation, the router's fragment picks it
 * instead: `:target` does not follow history.pushState (useFragmentTarget).
 * Its scroll margin keeps the browser from scrolling to it, away from the heading;
 * its label, longer than Codeville's, may wrap rather than overflow a phone.
 */
export default function ClosedApp({ loaderData: { page, waitlists } }: Route.ComponentProps) {
  const { ctas, ...hero } = page.hero;
  const target = useFragmentTarget();
  const named = waitlists.programmes.some((waitlist) => waitlist.anchor === target);
  return (
    <Hero {...hero}>
      <div className="group flex flex-wrap gap-3 self-stretch pt-1">
        {waitlists.programmes.map((waitlist) => (
          <span
            key={waitlist.link}
            id={waitlist.anchor}
            className={cn(
              "max-w-full scroll-mt-[100vh] [&>a]:text-start [&>a]:whitespace-normal",
              target === undefined
                ? "hidden target:inline-flex"
                : waitlist.anchor === target
                  ? "inline-flex"
                  : "hidden",
            )}
          >
            <CallToActionLink cta={waitlist} size="lg" variant="accent" />
          </span>
        ))}
        <span
          className={
            target === undefined
              ? "inline-flex group-has-[:target]:hidden"
              : named
                ? "hidden"
                : "inline-flex"
          }
        >
          <CallToActionLink cta={waitlists.codeville} size="lg" variant="accent" />
        </span>
        {ctas?.map((cta) => (
          <CallToActionLink key={cta.label} cta={cta} size="lg" variant="outlineOnHero" />
        ))}
      </div>
    </Hero>
  );
}
