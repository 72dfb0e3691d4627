import type { FastifyInstance } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
  frameOf,
} from "#server/admissions/staff/application-params.ts";
import { html, looks, sendPage } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { lagosTimeInWords } from "#server/lagos-time.ts";

/** GET /applications: every call that has applications, the newest first, with its count per stage. */
export async function applicationsRoute(app: FastifyInstance, options: ApplicationsPagesOptions) {
  app.get(
    "/applications",
    { config: { roles: applicationReaders, page: true } },
    async (request, reply) => {
      const calls = await options.pages.calls();
      const content = options.content();
      const list = calls.map((summary) => {
        const names = callNames(summary.call, content);
        const { selection } = names;
        // The programme's order, then any stage it no longer has that applications still stand at.
        const counted = Object.keys(summary.counts);
        const counts = [
          ...selection.order.filter((stage) => counted.includes(stage)),
          ...counted.filter((stage) => !selection.order.includes(stage)),
        ];
        return html`<li class="border-line rounded-xl border">
<a href="/applications/${summary.call}" class="hover:bg-surface-muted flex flex-col gap-2 rounded-xl p-4">
<span class="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
<span class="font-semibold">${names.programme}${names.edition ? ` ${names.edition}` : ""}</span>
<span class="text-small text-ink-soft">${summary.total === 1 ? "1 application" : `${summary.total} applications`}</span>
</span>
<span class="flex flex-wrap gap-2">${counts.map(
          (stage) =>
            html`<span class="${looks.badge}">${selection.nameOf(stage)}: ${summary.counts[stage]}</span>`,
        )}</span>
<span class="text-small text-ink-soft">Latest application ${lagosTimeInWords(summary.newest)}</span>
</a>
</li>`;
      });
      return sendPage(
        reply,
        frameOf(request, "Applications", options),
        html`<h1 class="text-h1">Applications</h1>
<p class="mt-2">The calls that have applications on the hub's own forms, the one with the newest application first.</p>
${
  list.length === 0
    ? html`<p class="mt-6">No applications yet. They appear here as applicants send the forms.</p>`
    : html`<ul class="mt-4 flex flex-col gap-2">${list}</ul>`
}`,
      );
    },
  );
}
