import { open } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationParams,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { clientAddress } from "#server/client-address.ts";
import { refusal } from "#server/staff/guard.ts";
import { resumeHeaders } from "#server/staff/inbox-routes.ts";

/**
 * GET /applications/<call>/<reference>/file: the applicant's PDF, only
 * through the staff host, with the résumé's download headers (saved, never
 * rendered: a PDF can carry scripts); who fetched which application's file is audited,
 * never the file's name or content.
 */
export async function applicationFileRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.get(
    "/applications/:call/:reference/file",
    { config: { roles: applicationReaders } },
    async (request, reply) => {
      const ref = applicationParams(request.params);
      const application = ref && (await options.pages.detail(ref.call, ref.reference));
      // Opened before any header goes out, so a file erased meanwhile is a 404, not a cut download.
      const file =
        application?.file &&
        (await open(options.store.pathOf(application.file.file)).catch(() => null));
      if (!application?.file || !file) {
        return refusal(reply, 404, "There is no such file (it may have been erased).");
      }
      await options.audit.record({
        action: "application-file-downloaded",
        actor: request.staff,
        target: `application:${application.reference}`,
        address: clientAddress(request),
      });
      return reply
        .headers(resumeHeaders(application.file.name, application.file.bytes))
        .send(file.createReadStream());
    },
  );
}
