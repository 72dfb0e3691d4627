import type { FastifyInstance } from "fastify";
import { admissionStageNames, admissionStages } from "#schemas/admission-stages.ts";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
  callParam,
  frameOf,
  stageOf,
} from "#server/admissions/staff/application-params.ts";
import { html, looks, sendPage, sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { decodeApplicationCursor } from "#server/db/admission-pages.ts";
import { lagosTimeInWords } from "#server/lagos-time.ts";

const pageSize = 50;
const searchMaxChars = 200;

const back = { href: "/applications", label: "Back to the calls" };

/**
 * GET /applications/<call>: a call's applications, newest first, 50 a page
 * (a link to the next, so paging works without JavaScript), searched by
 * name, address or reference and filtered by stage with a plain GET form.
 */
export async function callApplicationsRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.get(
    "/applications/:call",
    { config: { roles: applicationReaders, page: true } },
    async (request, reply) => {
      const call = callParam(request.params);
      const query = request.query as Record<string, unknown>;
      const frame = frameOf(request, "Applications", options);
      if (!call) return sendRefusal(reply, frame, 404, "There is no such call.", back);
      const q = typeof query.q === "string" ? query.q.trim() : "";
      if (q.length > searchMaxChars) {
        return sendRefusal(
          reply,
          frame,
          400,
          `Search for at most ${searchMaxChars} characters: a name, an email address or a reference.`,
          { href: `/applications/${call}`, label: "Search again" },
        );
      }
      const stageText = typeof query.stage === "string" ? query.stage : "";
      const stage = stageOf(stageText);
      if (stageText !== "" && !stage) {
        return sendRefusal(reply, frame, 400, "There is no such stage.", {
          href: `/applications/${call}`,
          label: "Show every stage",
        });
      }
      const afterText = typeof query.after === "string" ? query.after : "";
      const after = afterText ? decodeApplicationCursor(afterText) : null;
      if (afterText && !after) {
        return sendRefusal(reply, frame, 400, "That page no longer exists; start again.", {
          href: `/applications/${call}`,
          label: "The first page",
        });
      }
      const filter = { call, ...(q ? { q } : {}), ...(stage ? { stage } : {}) };
      const page = await options.pages.page(filter, after, pageSize);
      const names = callNames(call, options.content());
      const title = `${names.programme}${names.edition ? ` ${names.edition}` : ""}`;
      const kept = new URLSearchParams({ ...(q ? { q } : {}), ...(stage ? { stage } : {}) });
      const nextLink = page.next
        ? `/applications/${call}?${new URLSearchParams([...kept, ["after", page.next]])}`
        : null;
      const found = page.total === 1 ? "1 application" : `${page.total} applications`;
      return sendPage(
        reply,
        { ...frame, title: `${title}: applications` },
        html`<p class="text-small"><a class="${looks.link}" href="/applications">All calls</a></p>
<div class="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
<h1 class="text-h1">${title}</h1>
<a class="${looks.link} text-small" href="/applications/${call}/export.csv" download>Export every application (CSV)</a>
</div>
<search class="mt-4 block">
<form method="get" action="/applications/${call}" class="flex flex-col gap-3">
<div class="flex flex-col gap-1.5">
<label for="q" class="${looks.label}">Search by name, email or reference</label>
<div class="flex gap-2">
<input id="q" name="q" type="search" enterkeyhint="search" maxlength="${searchMaxChars}" value="${q}" class="${looks.control}" aria-describedby="q-hint">
<button type="submit" class="${looks.button}">Search</button>
</div>
<p id="q-hint" class="text-small text-ink-soft">Part of a name, an address or a reference, like SPK-2024-0012.</p>
</div>
<div class="flex flex-col gap-1.5 sm:max-w-xs">
<label for="stage" class="${looks.label}">Stage</label>
<select id="stage" name="stage" class="${looks.control} pl-3">
<option value="">Every stage</option>
${admissionStages.map(
  (each) =>
    html`<option value="${each}"${each === stage ? html` selected` : ""}>${admissionStageNames[each]}</option>`,
)}
</select>
</div>
</form>
</search>
<p role="status" class="mt-4 font-semibold">${q || stage ? `${found} found` : found}${after ? ", continued" : ""}</p>
${
  page.items.length === 0
    ? html`<p class="mt-4">${q || stage ? "No application matches. Try part of the name, or every stage." : "No applications yet."}</p>`
    : html`<ul class="mt-4 flex flex-col gap-2">${page.items.map(
        (item) => html`<li class="border-line rounded-xl border">
<a href="/applications/${call}/${item.reference}" class="hover:bg-surface-muted flex min-w-0 flex-col gap-1 rounded-xl p-4">
<span class="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
<span class="min-w-0 font-semibold wrap-anywhere">${item.names.join(" · ") || item.email}</span>
<span class="${looks.badge}">${admissionStageNames[item.stage]}</span>
</span>
<span class="text-small text-ink-soft wrap-anywhere">${item.reference} · ${item.email}</span>
<span class="text-small text-ink-soft">Applied ${lagosTimeInWords(item.createdAt)}</span>
</a>
</li>`,
      )}</ul>`
}
<p class="mt-4 flex flex-wrap gap-3">
${after ? html`<a class="${looks.outlineButton}" href="/applications/${call}${kept.size > 0 ? `?${kept}` : ""}">First page</a>` : ""}
${nextLink ? html`<a class="${looks.button}" href="${nextLink}" rel="next">Next ${pageSize}</a>` : ""}
</p>`,
      );
    },
  );
}
