import dmSansLatin from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./styles/app.css";
import { UnexpectedErrorPage } from "#app/components/site/unexpected-error-page.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { site } from "#app/config/site.ts";
import { useMarkHydrated } from "#app/lib/use-mark-hydrated.ts";
import { useTrackNavigationInFlight } from "#app/lib/use-track-navigation-in-flight.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { readUnexpectedErrorPage } from "#content-model/site/system-pages.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: dmSansLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Runs at prerender only; the error page's words must not depend on a page's own data. */
export function loader() {
  return { errorPage: readUnexpectedErrorPage(), siteName: readIdentity().name };
}

/**
 * The title of a document no page names: the SPA fallback React Router writes
 * (`__spa-fallback.html`), which HTML requires to have one. Every page's own
 * meta replaces it.
 */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.siteName }] : [];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#10231c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster durationMs={site.toastDurationMs} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useTrackNavigationInFlight();
  useMarkHydrated();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  return data ? <UnexpectedErrorPage error={error} copy={data.errorPage} /> : null;
}
