import type { FastifyInstance } from "fastify";
import { greetingName } from "#schemas/admission-applicant.ts";
import type { PlannedMove } from "#server/admissions/bulk-moves.ts";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { moveMailPreview } from "#server/admissions/staff/move-mail-preview.ts";
import {
  bulkMoveFormMaxBytes,
  chosenValue,
  requestedBulkMove,
} from "#server/admissions/staff/requested-bulk-move.ts";
import { html, looks, sendPage } from "#server/admissions/staff/staff-html.ts";

const applications = (count: number) => (count === 1 ? "1 application" : `${count} applications`);

/**
 * Who an application is, as the preview names it: the first name of each
 * name it gives (a parent's and their child's) and its reference, so staff
 * see whom they move without the preview listing addresses.
 */
function named(move: PlannedMove): string {
  const firstNames = move.names.flatMap((name) => greetingName(name) ?? []);
  return firstNames.length > 0 ? `${firstNames.join(" · ")} (${move.reference})` : move.reference;
}

/**
 * POST /applications/<call>/move: the preview of a move of many, from the
 * call's list (decision 217), as a single move has its own (decision 211).
 * It stores nothing: it says how many will move, which cannot and why (moved
 * since the list was drawn, a move their stage does not allow, erased), and
 * the mail each will get, exactly as the outbox will send it. Its confirm
 * posts those that can move to …/stage, with the preview's signature of
 * them (decision 227); nothing personal is in an address.
 */
export async function callMovePreviewRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.post(
    "/applications/:call/move",
    { config: { roles: applicationReaders }, bodyLimit: bulkMoveFormMaxBytes },
    async (request, reply) => {
      const requested = await requestedBulkMove(request, reply, options);
      if (!requested) return reply;
      const { call, frame, chosen, to, staff, back } = requested;
      const plan = await options.bulk.preview(call, chosen, to);
      const moving = plan.flatMap((each) => (each.moves ? [each] : []));
      const refused = plan.flatMap((each) => (each.moves ? [] : [each]));
      const mailed = moving.some((each) => each.mail.kind !== "none");
      const title = `Move ${applications(moving.length)} to “${options.moves.selectionOf(call).nameOf(to)}”?`;
      const expectedOf = new Map(chosen.map((each) => [each.reference, each.expected]));
      const confirmed = moving.map((each) => ({
        reference: each.reference,
        expected: expectedOf.get(each.reference) ?? to,
      }));
      const selection = options.selection.sign({ call, staffId: staff.id, to, chosen: confirmed });
      return sendPage(
        reply.code(moving.length === 0 ? 409 : 200),
        { ...frame, title },
        html`<p class="text-small"><a class="${looks.link}" href="${back.href}">${back.label}</a></p>
<h1 class="text-h1 mt-2">${title}</h1>
<p class="mt-2">${applications(chosen.length)} chosen: ${applications(moving.length)} can move, ${refused.length} cannot.</p>
${
  refused.length > 0
    ? html`<section aria-labelledby="refused-title" class="bg-surface-muted rounded-card mt-4 p-4">
<h2 id="refused-title" class="font-semibold">These cannot move, and stay as they are</h2>
<ul class="mt-2 flex flex-col gap-1">${refused.map((each) => html`<li><span class="font-semibold">${named(each)}</span>: ${each.why}</li>`)}</ul>
</section>`
    : ""
}
${
  moving.length > 0
    ? html`<section aria-labelledby="mails-title" class="mt-4">
<h2 id="mails-title" class="text-lead font-bold">${mailed ? "The mail each applicant will get" : "Mail"}</h2>
<ul class="mt-2 flex flex-col gap-2">${moving.map(
        (
          each,
          index,
        ) => html`<li><details${index === 0 ? html` open` : ""} class="border-line rounded-xl border p-3">
<summary class="cursor-pointer font-semibold wrap-anywhere">${named(each)}</summary>
${moveMailPreview(each.mail, each.reference, options.content())}
</details></li>`,
      )}</ul>
</section>
<form method="post" action="/applications/${call}/stage" class="mt-4 flex flex-wrap gap-2">
<input type="hidden" name="to" value="${to}">
${confirmed.map((each) => html`<input type="hidden" name="pick" value="${chosenValue(each.reference, each.expected)}">`)}
<input type="hidden" name="selection" value="${selection}">
<input type="hidden" name="list" value="${back.href}">
<button type="submit" class="${looks.button}">${mailed ? `Move ${applications(moving.length)} and send their mails` : `Move ${applications(moving.length)}`}</button>
<a href="${back.href}" class="${looks.outlineButton}">Cancel</a>
</form>`
    : html`<p class="mt-4"><a class="${looks.outlineButton}" href="${back.href}">${back.label}</a></p>`
}`,
      );
    },
  );
}
