import type { FastifyInstance } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationPath,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { requestedMove, staleWords } from "#server/admissions/staff/requested-move.ts";
import { stageFormMaxBytes } from "#server/admissions/staff/staff-form-posts.ts";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { OfferRefused } from "#server/admissions/stage-moves.ts";
import { clientAddress } from "#server/client-address.ts";

/**
 * POST /applications/<call>/<reference>/stage: the confirmation of a move
 * the preview showed (move-preview-route.ts), from the stage the page showed
 * (`expected`) to `to`, as a plain form post (the guard's same-origin check
 * is its CSRF protection). The move, its history line and its mail are
 * stored together or not at all; a move the stage does not allow is 400, a
 * page someone else moved the application from since, or an offer its invoice
 * cannot go with, is 409, each with the
 * reason and the way back. The audit log has the reference and the two
 * stages, never an answer.
 */
export async function stageRoute(app: FastifyInstance, options: ApplicationsPagesOptions) {
  app.post(
    "/applications/:call/:reference/stage",
    { config: { roles: applicationReaders }, bodyLimit: stageFormMaxBytes },
    async (request, reply) => {
      const move = await requestedMove(request, reply, options);
      if (!move) return reply;
      const { application, frame, expected, to, selection, staff, back } = move;
      let outcome: Awaited<ReturnType<typeof options.moves.move>>;
      try {
        outcome = await options.moves.move(application, expected, to, staff);
      } catch (error) {
        // A paid offer its invoice cannot go with (the sample bank account): nothing was stored.
        if (error instanceof OfferRefused)
          return sendRefusal(reply, frame, 409, error.message, back);
        throw error;
      }
      if (outcome === "not-allowed") {
        return sendRefusal(
          reply,
          frame,
          400,
          `An application cannot move from “${selection.nameOf(expected)}” to “${selection.nameOf(to)}”.`,
          back,
        );
      }
      if (outcome === "stale") {
        const now = await options.pages.detail(application.call, application.reference);
        return sendRefusal(reply, frame, 409, staleWords(selection, expected, now ?? null), back);
      }
      await options.audit.record({
        action: "application-moved",
        actor: staff,
        target: `application:${application.reference}`,
        detail: {
          from: expected,
          to,
          fromName: selection.nameOf(expected),
          toName: selection.nameOf(to),
        },
        address: clientAddress(request),
      });
      return reply.redirect(`${applicationPath(application)}?moved=${to}`, 303);
    },
  );
}
