import type { FastifyReply } from "fastify";
import { type ServerDrawnSection, serverDrawnSections } from "#schemas/server-drawn-sections.ts";
import type { StaffRole } from "#schemas/staff.ts";
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
};

const sections: readonly { to: string; label: string; roles: readonly StaffRole[] }[] = [
  { to: "/", label: "Start", roles: ["admin", "staff", "editor"] },
  { to: "/leads", label: "Leads", roles: ["admin", "staff"] },
  ...serverDrawnSections,
  { to: "/account", label: "Your account", roles: ["admin", "staff", "editor"] },
];

/**
 * An applications page (decision 198): drawn by the server, so it works
 * with no JavaScript, in the staff UI's own stylesheet and header colours.
 * The staff UI's other sections are a link away.
 */
export function sendPage(reply: FastifyReply, frame: PageFrame, main: Html): FastifyReply {
  const role = frame.staff?.role;
  const links = sections.filter((section) => role !== undefined && section.roles.includes(role));
  const document = html`<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${frame.title} · Staff · Enugu Tech Hub</title>
<link rel="icon" href="data:,">
${frame.stylesheet ? html`<link rel="stylesheet" href="${frame.stylesheet}">` : ""}
</head>
<body>
<div class="flex min-h-dvh flex-col">
<header class="bg-night text-on-night">
<div class="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
<p class="font-bold">Enugu Tech Hub · Staff</p>
${frame.staff ? html`<p class="text-small text-on-night-muted wrap-anywhere">${frame.staff.email}</p>` : ""}
</div>
<nav aria-label="Staff sections" class="container-page">
<ul class="flex flex-wrap gap-1 pb-2">
${links.map(
  (section) =>
    html`<li><a href="${section.to}"${section.to === (frame.section ?? "/applications") ? html` aria-current="page"` : ""} class="rounded-pill text-small aria-[current=page]:bg-on-night aria-[current=page]:text-night inline-flex min-h-11 items-center px-4 font-semibold whitespace-nowrap">${section.label}</a></li>`,
)}
</ul>
</nav>
</header>
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
