import type { FastifyInstance } from "fastify";
import { admissionStageNames } from "#schemas/admission-stages.ts";
import {
  type ApplicationsPagesOptions,
  applicationPath,
  applicationReaders,
  stageOf,
} from "#server/admissions/staff/application-params.ts";
import { requestedApplication } from "#server/admissions/staff/requested-application.ts";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { clientAddress } from "#server/client-address.ts";
import { refusal } from "#server/staff/guard.ts";

/** A stage form is two short fields; anything longer is not one. */
const formMaxBytes = 1024;

/**
 * POST /applications/<call>/<reference>/stage: a staff member moves an
 * application on, from the stage their page showed (`expected`) to `to`, as
 * a plain form post (the guard's same-origin check is its CSRF protection).
 * The move, its history line and its mail are stored together or not at
 * all; a move the stage does not allow is 400, a page someone else moved
 * the application from since is 409, each with the reason and the way back.
 * The audit log has the reference and the two stages, never an answer.
 */
export async function stageRoute(app: FastifyInstance, options: ApplicationsPagesOptions) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: formMaxBytes },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    "/applications/:call/:reference/stage",
    { config: { roles: applicationReaders }, bodyLimit: formMaxBytes },
    async (request, reply) => {
      const requested = await requestedApplication(request, reply, options);
      if (!requested) return reply;
      const { application, frame } = requested;
      const path = applicationPath(application);
      const back = { href: path, label: "Open the application again" };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const expected = stageOf(body.expected);
      const to = stageOf(body.to);
      if (!expected || !to) {
        return sendRefusal(
          reply,
          frame,
          400,
          "Choose a move on the application's page: the stage it is at and the one to move it to were not both sent.",
          back,
        );
      }
      const staff = request.staff;
      // The guard signs everyone in before this route; a request without a person is refused all the same.
      if (!staff) return refusal(reply, 401, "Sign in first.");
      const outcome = await options.moves.move(application, expected, to, staff);
      if (outcome === "not-allowed") {
        return sendRefusal(
          reply,
          frame,
          400,
          `An application cannot move from “${admissionStageNames[expected]}” to “${admissionStageNames[to]}”.`,
          back,
        );
      }
      if (outcome === "stale") {
        const now = await options.pages.detail(application.call, application.reference);
        const last = now?.history.at(-1);
        return sendRefusal(
          reply,
          frame,
          409,
          `Nothing was changed: while your page showed “${admissionStageNames[expected]}”, ${
            last ? `${last.by} moved this application` : "it was moved"
          } to “${admissionStageNames[now?.stage ?? application.stage]}”. Open it again to see where it stands now.`,
          back,
        );
      }
      await options.audit.record({
        action: "application-moved",
        actor: staff,
        target: `application:${application.reference}`,
        detail: { from: expected, to },
        address: clientAddress(request),
      });
      return reply.redirect(`${path}?moved=${to}`, 303);
    },
  );
}
