import { isRouteErrorResponse } from "react-router";
import type { SystemPage } from "#content-model/site/system-pages.ts";

/** Shown when rendering throws (SPEC §8, "Router failure"). */
export function UnexpectedErrorPage({ error, copy }: { error: unknown; copy: SystemPage }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="container-page flex min-h-[70vh] flex-col items-start justify-center gap-6 py-20">
      <p className="text-brand-strong text-eyebrow uppercase">{copy.eyebrow}</p>
      <h1 className="text-h1">{copy.title}</h1>
      <p className="text-ink-soft text-lead max-w-prose">{copy.body}</p>
      {import.meta.env.DEV && detail ? (
        <pre className="rounded-card bg-surface-muted text-small max-w-full overflow-auto p-4">
          {detail}
        </pre>
      ) : null}
      {/* A full page load: the router that threw is not trusted to navigate. */}
      <a className="text-brand-strong font-semibold underline" href={copy.homeLink}>
        {copy.homeLabel}
      </a>
    </main>
  );
}
