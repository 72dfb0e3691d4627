import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { useIsCurrentPage } from "#app/lib/current-page.ts";
import type { FooterContent } from "#content-model/site/navigation.ts";
import { SiteLogo } from "./site-logo.tsx";

const footerLinkClasses =
  "inline-flex min-h-11 items-center gap-2 text-on-night-muted hover:text-on-night hover:underline aria-[current=page]:text-on-night aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";

type SiteFooterProps = {
  footer: FooterContent;
  logoWords: readonly [string, string];
  /** The "Stay Connected" mailing-list form (features/leads). */
  signup: React.ReactNode;
};

/**
 * The footer on every page (SPEC §2, "Navigation and footer"). A link to the
 * page being shown is marked `aria-current="page"`, as in the headers.
 */
export function SiteFooter({ footer, logoWords, signup }: SiteFooterProps) {
  const { visit } = footer;
  const isCurrent = useIsCurrentPage();
  return (
    <footer className="bg-night text-on-night">
      <div className="container-page grid gap-12 py-16 xl:grid-cols-[1.3fr_2fr] xl:gap-16">
        <div className="space-y-8">
          <SiteLogo words={logoWords} tone="inverse" />
          <p className="text-on-night-muted max-w-sm">{footer.tagline}</p>
          <section aria-labelledby="stay-connected-heading" className="space-y-3">
            <h2 id="stay-connected-heading" className="text-h3">
              {footer.stayConnected.heading}
            </h2>
            <p className="text-on-night-muted text-small">{footer.stayConnected.text}</p>
            {signup}
          </section>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-[1fr_1fr_1.2fr_2fr]">
          {footer.groups.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2 className="text-eyebrow text-on-night uppercase">{group.heading}</h2>
              <ul className="mt-3">
                {group.links.map((link) => (
                  <li key={link.title}>
                    <SmartLink
                      href={link.link}
                      external={link.external}
                      aria-current={!link.external && isCurrent(link.link) ? "page" : undefined}
                      className={footerLinkClasses}
                    >
                      {link.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {/* The heading stays outside <address>, which may hold no headings (HTML). */}
          <div className="col-span-2 md:col-span-1">
            <h2 className="text-eyebrow text-on-night uppercase">{visit.heading}</h2>
            <address className="not-italic">
              <p className="text-on-night-muted mt-3 mb-2 flex gap-2">
                <Icon name="map-pin" className="mt-1 size-4 shrink-0" />
                <span>
                  {visit.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <a href={visit.email.href} className={`${footerLinkClasses} whitespace-nowrap`}>
                <Icon name="mail" className="size-4 shrink-0" />
                {visit.email.text}
              </a>
              <a href={visit.phone.href} className={footerLinkClasses}>
                <Icon name="phone" className="size-4 shrink-0" />
                <span className="sr-only">{visit.phone.label}: </span>
                {visit.phone.text}
              </a>
              <ExternalLink href={visit.whatsapp.href} className={footerLinkClasses}>
                <Icon name="message" className="size-4 shrink-0" />
                {visit.whatsapp.text}
              </ExternalLink>
            </address>
          </div>
        </div>
      </div>
      <div className="border-night-soft border-t">
        <div className="container-page text-on-night-muted text-small flex flex-col gap-6 py-8 md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span>{" "}
              {footer.copyrightHolder}
            </p>
            <p>{footer.poweredBy}</p>
            <p>
              <Link
                to={footer.privacy.link}
                aria-current={isCurrent(footer.privacy.link) ? "page" : undefined}
                className="text-on-night inline-flex min-h-11 items-center underline underline-offset-4 aria-[current=page]:decoration-2"
              >
                {footer.privacy.title}
              </Link>
            </p>
          </div>
          <ul aria-label={footer.socialHeading} className="flex flex-wrap gap-2">
            {footer.social.map((social) => (
              <li key={social.network}>
                <ExternalLink
                  href={social.link}
                  className="rounded-pill bg-night-soft text-on-night hover:bg-accent hover:text-on-accent inline-flex size-11 items-center justify-center"
                >
                  <Icon name={social.network} className="size-5" />
                  <span className="sr-only">{social.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
