import type { FastifyReply } from "fastify";
import { type StaffRole, staffRoleWords } from "#schemas/staff.ts";
import {
  type ServerDrawnSection,
  staffHeaderWords,
  staffNavigation,
} from "#schemas/staff-sections.ts";
import { staffContentSecurityPolicy } from "#server/staff/staff-ui.ts";

/** Markup already escaped: what `html` returns, and what it puts in as it is. */
export class Html {
  constructor(readonly text: string) {}
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escaped(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(escaped).join("");
  if (value === null || value === undefined || value === false) return "";
  return String(value).replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/**
 * The applications pages' markup: every value put in is escaped (an
 * applicant's answer is text, never markup), unless it is markup `html`
 * made; a list puts in each of its items.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((text, part, index) => text + escaped(values[index - 1]) + part));
}

/** The staff UI's stylesheet, as its built shell links it; null before `npm run build`. */
export function shellStylesheet(shell: string | null): string | null {
  return /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(shell ?? "")?.[1] ?? null;
}

/** The classes of the site's buttons and fields (app/components/ui), which the server cannot import. */
export const looks = {
  button:
    "rounded-pill focus-visible:outline-focus inline-flex min-h-11 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 text-body px-6 py-2.5 bg-brand text-on-brand hover:bg-brand-strong",
  outlineButton:
    "rounded-pill focus-visible:outline-focus inline-flex min-h-11 items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 text-body px-6 py-2.5 text-brand-strong hover:bg-brand-soft border-2 border-current bg-transparent",
  control:
    "text-body focus-visible:border-brand w-full rounded-xl border px-4 py-3 border-line bg-surface text-ink placeholder:text-ink-muted min-h-12",
  label: "text-small font-semibold",
  link: "text-brand-strong font-semibold underline",
  badge: "rounded-pill bg-surface-sunken text-small px-3 py-1 whitespace-nowrap",
} as const;

export type PageFrame = {
  title: string;
  stylesheet: string | null;
  staff: { email: string; role: StaffRole } | null;
  /** The section the page is in, marked in the header; the applications when not said. */
  section?: ServerDrawnSection;
  /** A script of the staff host that adds to the page (it works without it), deferred. */
  script?: string;
};

const linkLooks =
  "rounded-pill text-small aria-[current=page]:bg-on-night aria-[current=page]:text-night inline-flex min-h-11 items-center px-4 font-semibold whitespace-nowrap";

/** Who is signed in, and sign-out as a plain form post (the auth route answers a form with a 303 to sign-in). */
function signedIn(staff: NonNullable<PageFrame["staff"]>): Html {
  return html`<p class="text-small text-on-night-muted wrap-anywhere">${staff.email} · ${staffRoleWords[staff.role].name}</p>
<form method="post" action="/api/auth/sign-out"><button type="submit" class="rounded-pill text-small min-h-11 shrink-0 border border-current px-4 font-semibold whitespace-nowrap">${staffHeaderWords.signOut}</button></form>`;
}

function sectionLinks(staff: PageFrame["staff"], here: ServerDrawnSection, column: boolean): Html {
  const role = staff?.role;
  const links = staffNavigation.filter(
    (section) => role !== undefined && section.roles.includes(role),
  );
  return html`<ul class="${column ? "flex flex-col gap-1" : "flex flex-wrap gap-1 pb-2"}">
${links.map(
  (section) =>
    html`<li><a href="${section.to}"${section.to === here ? html` aria-current="page"` : ""} class="${linkLooks}">${section.label}</a></li>`,
)}
</ul>`;
}

/**
 * The menu's icons as the staff UI draws them (lucide's Menu and X): the
 * three bars while it is folded, a cross while it is open.
 */
const menuIcons = html`<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="size-6 shrink-0 group-open:hidden"><path d="M4 12h16M4 6h16M4 18h16"/></svg><svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="hidden size-6 shrink-0 group-open:block"><path d="M18 6 6 18M6 6l12 12"/></svg>`;

/**
 * The staff header as the staff UI draws it (staff/staff-header.tsx), from
 * the same sections and words (schemas/staff-sections.ts): in a row from
 * 768 px, and on a phone folded into a native disclosure, which needs no
 * JavaScript.
 */
function staffHeader(staff: PageFrame["staff"], here: ServerDrawnSection): Html {
  const hereLabel = staffNavigation.find((section) => section.to === here)?.label;
  return html`<header class="bg-night text-on-night">
<div class="md:hidden">
<nav aria-label="${staffHeaderWords.sections}" class="container-page">
<details class="group">
<summary class="flex min-h-13 cursor-pointer list-none items-center gap-2 py-1 [&amp;::-webkit-details-marker]:hidden">${menuIcons}<span class="font-semibold">${staffHeaderWords.menuShort}</span> <span aria-hidden="true" class="text-on-night-muted">·</span> <span class="font-bold">${hereLabel}</span></summary>
<div class="pb-4">
${sectionLinks(staff, here, true)}
${staff ? html`<div class="border-night-soft mt-2 flex flex-col items-start gap-2 border-t-2 pt-3">${signedIn(staff)}</div>` : ""}
</div>
</details>
</nav>
</div>
<div class="hidden md:block">
<div class="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
<p class="font-bold">${staffHeaderWords.product}</p>
${staff ? html`<div class="flex items-center gap-3">${signedIn(staff)}</div>` : ""}
</div>
<nav aria-label="${staffHeaderWords.sections}" class="container-page">
${sectionLinks(staff, here, false)}
</nav>
</div>
</header>`;
}

/**
 * An applications page (decision 198): drawn by the server, so it works
 * with no JavaScript, in the staff UI's own stylesheet, under the staff
 * side's full header. The staff UI's other sections are a link away.
 */
export function sendPage(reply: FastifyReply, frame: PageFrame, main: Html): FastifyReply {
  const document = html`<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${frame.title} · Staff · Enugu Tech Hub</title>
<link rel="icon" href="data:,">
${frame.stylesheet ? html`<link rel="stylesheet" href="${frame.stylesheet}">` : ""}
${frame.script ? html`<script src="${frame.script}" defer></script>` : ""}
</head>
<body>
<div class="flex min-h-dvh flex-col">
${staffHeader(frame.staff, frame.section ?? "/applications")}
<main class="container-page flex-1 py-6">
${main}
</main>
</div>
</body>
</html>
`;
  return reply
    .type("text/html; charset=utf-8")
    .header("content-security-policy", staffContentSecurityPolicy)
    .header("cache-control", "no-store")
    .send(document.text);
}

/** A refusal as a page: the reason, and the way back. */
export function sendRefusal(
  reply: FastifyReply,
  frame: PageFrame,
  status: 400 | 404 | 409,
  message: string,
  back: { href: string; label: string },
): FastifyReply {
  return sendPage(
    reply.code(status),
    frame,
    html`<h1 class="text-h1">${frame.title}</h1>
<p role="alert" class="bg-surface-muted rounded-card mt-4 p-4 font-semibold">${message}</p>
<p class="mt-4"><a class="${looks.link}" href="${back.href}">${back.label}</a></p>`,
  );
}
