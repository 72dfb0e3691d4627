import type { FastifyInstance } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationPath,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { requestedApplication } from "#server/admissions/staff/requested-application.ts";
import { stageFormMaxBytes } from "#server/admissions/staff/staff-form-posts.ts";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { clientAddress } from "#server/client-address.ts";

/**
 * POST /applications/<call>/<reference>/assignee: gives the application to
 * a staff member or admin, or (an empty choice) to nobody (decision 217), as
 * a plain form post answered with a 303 to its page. Someone who cannot open
 * the applications (an editor, a removed account) is refused with the
 * reason. Audited with the reference and the person's id.
 */
export async function applicationAssigneeRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.post(
    "/applications/:call/:reference/assignee",
    { config: { roles: applicationReaders }, bodyLimit: stageFormMaxBytes },
    async (request, reply) => {
      const requested = await requestedApplication(request, reply, options);
      if (!requested) return reply;
      const { application, frame } = requested;
      const path = applicationPath(application);
      const chosen = (request.body as Record<string, unknown> | null)?.assignee;
      if (typeof chosen !== "string") {
        return sendRefusal(reply, frame, 400, "Choose someone, or nobody, from the list.", {
          href: path,
          label: "Back to the application",
        });
      }
      const assignee = chosen === "" ? null : chosen;
      if (!(await options.followUp.assign(application.id, assignee))) {
        return sendRefusal(
          reply,
          frame,
          400,
          "That person cannot be given applications: choose a staff member or an admin from the list.",
          { href: path, label: "Back to the application" },
        );
      }
      await options.audit.record({
        action: "application-assigned",
        actor: request.staff,
        target: `application:${application.reference}`,
        detail: { assignee },
        address: clientAddress(request),
      });
      return reply.redirect(`${path}?assigned=1`, 303);
    },
  );
}
