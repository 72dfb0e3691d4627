import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { cn } from "#app/lib/cn.ts";
import type { CallBannerContent } from "#content-model/startzone/pages.ts";

type CallDetailsProps = {
  call: CallBannerContent;
  /** Hides the link to the page the details come from (shown on that page itself). */
  showMoreLink?: boolean;
  /** Runs when a link inside is followed: the modal closes behind the navigation. */
  onFollowLink?: () => void;
  className?: string;
};

/**
 * The open call's details (SPEC §2, the banner's "Learn more"): what it is,
 * for whom, what it costs, how long, how to apply and that it is open. The
 * modal, the banner's no-JavaScript panel and the Startup Boost page show it.
 */
export function CallDetails({
  call,
  showMoreLink = true,
  onFollowLink,
  className,
}: CallDetailsProps) {
  const { details } = call;
  return (
    <div className={cn("space-y-5", className)}>
      <p className="text-ink-soft">{details.intro}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {details.facts.map((fact) => (
          <div key={fact.label} className="bg-brand-soft rounded-2xl p-4">
            <dt className="text-small text-brand-strong font-semibold">{fact.label}</dt>
            <dd className="text-ink mt-1 font-bold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-ink-soft">{details.closing}</p>
      <div className="flex flex-wrap gap-3">
        <SmartLink
          href={call.applyLink}
          external={call.applyExternal}
          onClick={onFollowLink}
          className={buttonClasses({ variant: "primary" })}
        >
          {call.applyLabel}
          {call.applyExternal ? <Icon name="arrow-external" /> : null}
        </SmartLink>
        {showMoreLink ? (
          <Link
            to={details.moreLink}
            onClick={onFollowLink}
            className={buttonClasses({ variant: "outline" })}
          >
            {details.moreLabel}
            <Icon name="arrow-right" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
