import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { MailingListForm } from "#app/features/leads/mailing-list-form.tsx";
import { mainFooter as copy } from "#content/navigation.ts";
import { SiteLogoMark } from "./site-logo.tsx";
import { SocialIcon } from "./social-icon.tsx";

const footerLinkClasses =
  "inline-flex min-h-11 items-center text-on-night-muted hover:text-on-night hover:underline sm:min-h-9";

/** The footer on every page (SPEC §2, "Navigation and footer"). */
export function MainFooter() {
  return (
    <footer className="bg-night text-on-night">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr] lg:gap-16">
        <div className="space-y-8">
          <div className="flex items-center gap-2.5">
            <SiteLogoMark className="size-10" />
            <span className="text-lg font-extrabold">Enugu Tech Hub</span>
          </div>
          <p className="text-on-night-muted max-w-sm">{copy.tagline}</p>
          <section aria-labelledby="stay-connected-heading" className="space-y-3">
            <h2 id="stay-connected-heading" className="text-h3">
              {copy.stayConnected.heading}
            </h2>
            <p className="text-on-night-muted text-small">{copy.stayConnected.text}</p>
            <MailingListForm />
          </section>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-[1fr_1fr_1.2fr_1.5fr]">
          {copy.groups.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2 className="text-eyebrow text-on-night uppercase">{group.heading}</h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.title}>
                    <SmartLink
                      href={link.link}
                      external={link.external}
                      className={footerLinkClasses}
                    >
                      {link.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <address className="col-span-2 not-italic md:col-span-1">
            <h2 className="text-eyebrow text-on-night uppercase">{copy.address.heading}</h2>
            <p className="text-on-night-muted mt-3 flex gap-2">
              <MapPinIcon aria-hidden className="mt-1 size-4 shrink-0" />
              <span>
                {copy.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <a
              href={`mailto:${copy.address.email}`}
              className={`${footerLinkClasses} mt-2 gap-2 break-words`}
            >
              <MailIcon aria-hidden className="size-4 shrink-0" />
              {copy.address.email}
            </a>
            <a
              href={`tel:${copy.address.phone.replace(/\s/g, "")}`}
              className={`${footerLinkClasses} gap-2`}
            >
              <PhoneIcon aria-hidden className="size-4 shrink-0" />
              {copy.address.phone}
            </a>
          </address>
        </div>
      </div>
      <div className="border-night-soft border-t">
        <div className="container-page text-on-night-muted text-small flex flex-col gap-6 py-8 md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span>{" "}
              {copy.copyrightHolder}
            </p>
            <p>{copy.poweredBy}</p>
          </div>
          <ul aria-label={copy.socialHeading} className="flex flex-wrap gap-2">
            {copy.social.map((social) => (
              <li key={social.name}>
                <ExternalLink
                  href={social.link}
                  className="rounded-pill bg-night-soft text-on-night hover:bg-accent hover:text-on-accent inline-flex size-11 items-center justify-center"
                >
                  <SocialIcon name={social.name} className="size-5" />
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
