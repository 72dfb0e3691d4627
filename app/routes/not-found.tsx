import { useEffect } from "react";
import { Link } from "react-router";
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
    <section
      data-not-found-page
      className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-6 py-20"
    >
      <p className="text-brand text-eyebrow uppercase">{copy.eyebrow}</p>
      <h1 className="text-h1">{copy.title}</h1>
      <p className="text-ink-soft text-lead max-w-prose">{copy.body}</p>
      <Link className="text-brand-strong font-semibold underline" to="/">
        {copy.homeLabel}
      </Link>
    </section>
  );
}
