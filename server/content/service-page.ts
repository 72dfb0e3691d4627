import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { phoneHref } from "#content-model/site/identity.ts";
import { Html, html, looks, shellStylesheet } from "#server/admissions/staff/staff-html.ts";

/** Who to call, from the live release's identity. */
export type HubContact = { name: string; phone: string; workHours: string };

/**
 * What the live release's home page lends every page the service draws:
 * its stylesheet, which carries the site's tokens and self-hosted fonts, and
 * its header's logo. Both null before a build.
 */
export type LiveLook = { stylesheet: string | null; logo: Html | null };

/** What every page the service draws for the public is drawn in: the live site's look and the hub. */
export type ServicePageFrame = LiveLook & { hub: HubContact };

/**
 * The content of the home link in a page's header: the site's mark and
 * name as the site draws them (app/components/site/site-logo.tsx), which the
 * server cannot import. Markup of our own build, put in as it is.
 */
export function headerLogo(page: string | null): Html | null {
  const logo = /<header[^>]*>[\s\S]*?<a [^>]*href="\/"[^>]*>([\s\S]*?)<\/a>/.exec(page ?? "")?.[1];
  return logo?.includes("<svg") ? new Html(logo) : null;
}

/**
 * The live release's look, as its home page has it: a page the service
 * draws looks like the site's, and a publish that changes it changes them too.
 */
export async function liveLook(siteDir: string): Promise<LiveLook> {
  const index = await readFile(join(siteDir, "index.html"), "utf8").catch(() => null);
  return { stylesheet: shellStylesheet(index), logo: headerLogo(index) };
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
 * the payment link's): the site's stylesheet and logo (its name alone
 * before a build), the page, and the line saying whom to call (`help`, with `{phone}` left for the
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
<a href="/" aria-label="${frame.hub.name}, home" class="focus-visible:outline-focus flex min-h-11 items-center rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2">
${frame.logo ?? html`<span class="text-lead font-bold">${frame.hub.name}</span>`}
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
