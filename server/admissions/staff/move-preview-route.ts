import type { FastifyInstance } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationPath,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { moveMailPreview } from "#server/admissions/staff/move-mail-preview.ts";
import { requestedMove } from "#server/admissions/staff/requested-move.ts";
import { stageFormMaxBytes } from "#server/admissions/staff/staff-form-posts.ts";
import { html, looks, sendPage } from "#server/admissions/staff/staff-html.ts";

/**
 * POST /applications/<call>/<reference>/move: the preview of a move chosen
 * on the application's page (decision 211). It stores nothing: it shows the
 * mail the applicant will get, exactly as the outbox will send it, or that
 * none goes, and "Move and send" posts the confirmation to …/stage; Cancel
 * goes back. A move that the stage does not allow, or a stale page, is
 * refused here already, as the confirmation would refuse it.
 */
export async function movePreviewRoute(app: FastifyInstance, options: ApplicationsPagesOptions) {
  app.post(
    "/applications/:call/:reference/move",
    { config: { roles: applicationReaders }, bodyLimit: stageFormMaxBytes },
    async (request, reply) => {
      const move = await requestedMove(request, reply, options);
      if (!move) return reply;
      const { application, frame, expected, to, selection } = move;
      const path = applicationPath(application);
      const mail = options.moves.mailOf(application, to);
      const title = `${selection.buttonOf(to)}?`;
      return sendPage(
        reply,
        { ...frame, title },
        html`<p class="text-small"><a class="${looks.link}" href="${path}">Back to the application</a></p>
<h1 class="text-h1 mt-2">${title}</h1>
<p class="mt-2">${application.reference}: from “${selection.nameOf(expected)}” to “${selection.nameOf(to)}”.</p>
<section aria-labelledby="mail-title" class="bg-surface-muted rounded-card mt-4 p-4">
<h2 id="mail-title" class="font-semibold">${mail.kind === "none" ? "Mail" : "The mail the applicant will get"}</h2>
${moveMailPreview(mail, application.reference, options.content())}
</section>
<form method="post" action="${path}/stage" class="mt-4 flex flex-wrap gap-2">
<input type="hidden" name="expected" value="${expected}">
<input type="hidden" name="to" value="${to}">
<button type="submit" class="${looks.button}">${mail.kind === "none" ? "Move" : "Move and send"}</button>
<a href="${path}" class="${looks.outlineButton}">Cancel</a>
</form>`,
      );
    },
  );
}
