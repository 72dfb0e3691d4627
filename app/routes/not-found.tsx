import { ArrowRightIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { restoreServedAddress } from "#app/lib/served-not-found.ts";
import { notFoundPage as copy } from "#content/system-pages.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | Enugu Tech Hub` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  useEffect(restoreServedAddress, []);
  return (
    <section data-not-found-page className="bg-surface-muted">
      <div className="container-page grid min-h-[60vh] items-center gap-10 py-16 md:py-24 lg:grid-cols-[1fr_1.2fr]">
        <p
          aria-hidden
          className="from-brand to-accent bg-linear-to-br bg-clip-text text-[clamp(6rem,22vw,14rem)] leading-none font-extrabold tracking-tighter text-transparent"
        >
          404
        </p>
        <div className="flex flex-col items-start gap-5">
          <p className="text-brand-strong text-eyebrow uppercase">{copy.eyebrow}</p>
          <h1 className="text-h1">{copy.title}</h1>
          <p className="text-ink-soft text-lead max-w-prose">{copy.body}</p>
          <Button asChild size="lg">
            <Link to="/">
              {copy.homeLabel}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
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
                    {suggestion.label}
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
