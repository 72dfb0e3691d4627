import { useEffect } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { restoreServedAddress } from "#app/lib/served-not-found.ts";
import type { NotFoundPage as NotFoundCopy } from "#content-model/site/system-pages.ts";

/** A section's designed not-found page (DECISIONS.md); the server sends it with status 404. */
export function NotFoundPage({ copy }: { copy: NotFoundCopy }) {
  useEffect(restoreServedAddress, []);
  return (
    <section data-not-found-page className="bg-surface-muted">
      <div className="container-page grid min-h-[60vh] items-center gap-10 py-16 md:py-24 lg:grid-cols-[1fr_1.2fr]">
        <p
          aria-hidden
          className="from-brand to-accent-ink bg-linear-to-br bg-clip-text text-[clamp(6rem,22vw,14rem)] leading-none font-extrabold tracking-tighter text-transparent"
        >
          404
        </p>
        <div className="flex flex-col items-start gap-5">
          <p className="text-brand-strong text-eyebrow uppercase">{copy.eyebrow}</p>
          <h1 className="text-h1">{copy.title}</h1>
          <p className="text-ink-soft text-lead max-w-prose">{copy.body}</p>
          <Link to={copy.homeLink} className={buttonClasses({ size: "lg" })}>
            {copy.homeLabel}
            <Icon name="arrow-right" />
          </Link>
          <nav aria-label={copy.suggestionsHeading} className="mt-4">
            <h2 className="text-small text-ink-soft font-bold tracking-wide uppercase">
              {copy.suggestionsHeading}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              {copy.suggestions.map((suggestion) => (
                <li key={suggestion.link}>
                  <Link
                    to={suggestion.link}
                    className="text-brand-strong inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
                  >
                    {suggestion.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
