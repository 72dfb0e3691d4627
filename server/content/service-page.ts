import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { phoneHref } from "#schemas/content/identity.ts";
import { Html, html, looks, shellStylesheet } from "#server/admissions/staff/staff-html.ts";

/** Who to call, from the live release's identity. */
export type HubContact = { name: string; phone: string; workHours: string };

/** What every page the service draws for the public is drawn in: the live site's stylesheet (null before a build) and the hub. */
export type ServicePageFrame = { stylesheet: string | null; hub: HubContact };

/**
 * The live release's stylesheet, as its home page links it: it carries the
 * site's tokens and its self-hosted fonts, so a page the service draws looks
 * like the site's, and a publish that changes them changes it too.
 */
export async function liveStylesheet(siteDir: string): Promise<string | null> {
  const index = await readFile(join(siteDir, "index.html"), "utf8").catch(() => null);
  return shellStylesheet(index);
}

/**
 * The pages' policy: the site's own stylesheet, fonts and logo, and forms
 * that post back to the service (or on to `formOrigins`: Paystack's checkout,
 * which a redirect after a form post is held to); no script, no frame,
 * nothing elsewhere.
 */
export function servicePagePolicy(formOrigins: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "font-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${formOrigins.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/**
 * The line saying whom to call, its `{phone}` the hub's number as a tel:
 * link: the parent reads it on the phone they would call from.
 */
function helpLine(help: string, phone: string): Html {
  const number = html`<a class="${looks.link}" href="${phoneHref(phone)}">${phone}</a>`;
  return new Html(
    help
      .split("{phone}")
      .map((part) => html`${part}`.text)
      .join(number.text),
  );
}

/**
 * A page the service draws for an applicant or a parent (the status link's,
 * the payment link's): the site's stylesheet and logo, the hub's name, the
 * page, and the line saying whom to call (`help`, with `{phone}` left for the
 * hub's number). Readable without JavaScript. The logo and name lead to the
 * site's home, as the site's own header does: these pages are reached from a
 * mail, with no page of the site to go back to.
 */
export function servicePage(
  frame: ServicePageFrame,
  title: string,
  main: Html,
  help: string,
): string {
  return html`<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · ${frame.hub.name}</title>
${frame.stylesheet ? html`<link rel="stylesheet" href="${frame.stylesheet}">` : ""}
</head>
<body class="bg-surface-muted text-ink font-sans">
<header class="bg-surface border-line border-b">
<div class="mx-auto flex max-w-2xl items-center px-4 py-4">
<a href="/" class="focus-visible:outline-focus flex min-h-11 items-center gap-3 rounded-xl hover:underline focus-visible:outline-3 focus-visible:outline-offset-2">
<img src="/favicon.svg" alt="" width="40" height="40" class="size-10">
<span class="text-lead font-bold">${frame.hub.name}</span>
</a>
</div>
</header>
<main class="mx-auto max-w-2xl px-4 py-8">
${main}
<p class="text-small text-ink-soft mt-8">${helpLine(help, frame.hub.phone)}</p>
</main>
</body>
</html>`.text;
}
