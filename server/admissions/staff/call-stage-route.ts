import type { FastifyInstance } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { queuedMailWords } from "#server/admissions/staff/move-mail-preview.ts";
import {
  bulkMoveFormMaxBytes,
  requestedBulkMove,
} from "#server/admissions/staff/requested-bulk-move.ts";
import { html, looks, sendPage, sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { clientAddress } from "#server/client-address.ts";

const applications = (count: number) => (count === 1 ? "1 application" : `${count} applications`);

/**
 * POST /applications/<call>/stage: the confirmation of a move of many that
 * its preview showed (call-move-preview-route.ts), refused with 409 unless
 * it carries the preview's signature of exactly these applications and
 * this stage, by this person (decision 227). Each application is moved
 * as a single move is, from the stage the list showed, with its history line
 * and its one mail, or skipped with the reason; the answer is the page that
 * says which moved and which did not (posted again, it moves nothing twice:
 * each is then reported as moved since). One audit line has the stage, the
 * counts and the references moved, never an answer.
 */
export async function callStageRoute(app: FastifyInstance, options: ApplicationsPagesOptions) {
  app.post(
    "/applications/:call/stage",
    { config: { roles: applicationReaders }, bodyLimit: bulkMoveFormMaxBytes },
    async (request, reply) => {
      const requested = await requestedBulkMove(request, reply, options);
      if (!requested) return reply;
      const { call, frame, chosen, to, staff, back } = requested;
      const signature = (request.body as Record<string, unknown> | null)?.selection;
      if (!options.selection.matches({ call, staffId: staff.id, to, chosen }, signature)) {
        return sendRefusal(
          reply,
          frame,
          409,
          "The selection changed since the preview: nothing was moved. Tick the applications and preview the move again.",
          back,
        );
      }
      const results = await options.bulk.move(call, chosen, to, staff);
      const moved = results.filter((each) => each.moved).map((each) => each.reference);
      const selection = options.moves.selectionOf(call);
      const mailed = moved.length > 0 && options.moves.sendsMail(call, to);
      const skipped = results.flatMap((each) => (each.moved ? [] : [each]));
      if (moved.length > 0) {
        await options.audit.record({
          action: "applications-moved",
          actor: staff,
          target: `call:${call}`,
          detail: {
            to,
            toName: selection.nameOf(to),
            moved: moved.length,
            skipped: skipped.length,
            references: moved,
          },
          address: clientAddress(request),
        });
      }
      const title = `${applications(moved.length)} moved to “${selection.nameOf(to)}”`;
      return sendPage(
        reply,
        { ...frame, title },
        html`<p class="text-small"><a class="${looks.link}" href="${back.href}">${back.label}</a></p>
<h1 class="text-h1 mt-2">${title}</h1>
<p role="status" class="${moved.length > 0 ? "bg-success-soft text-success" : "bg-surface-muted"} rounded-card mt-4 p-3 font-semibold">${applications(moved.length)} moved, ${skipped.length} skipped.${mailed ? ` ${queuedMailWords(options.mailServer)}` : ""}</p>
${
  skipped.length > 0
    ? html`<section aria-labelledby="skipped-title" class="mt-4">
<h2 id="skipped-title" class="font-semibold">Skipped, and left as they were</h2>
<ul class="mt-2 flex flex-col gap-1">${skipped.map((each) => html`<li><a class="${looks.link}" href="/applications/${call}/${each.reference}">${each.reference}</a>: ${each.why}</li>`)}</ul>
</section>`
    : ""
}
${
  moved.length > 0
    ? html`<section aria-labelledby="moved-title" class="mt-4">
<h2 id="moved-title" class="font-semibold">Moved</h2>
<ul class="mt-2 flex flex-wrap gap-2">${moved.map((reference) => html`<li><a class="${looks.link}" href="/applications/${call}/${reference}">${reference}</a></li>`)}</ul>
</section>`
    : ""
}`,
      );
    },
  );
}
