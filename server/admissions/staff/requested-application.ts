import type { FastifyReply, FastifyRequest } from "fastify";
import {
  type ApplicationsPagesOptions,
  applicationParams,
  frameOf,
} from "#server/admissions/staff/application-params.ts";
import { type PageFrame, sendRefusal } from "#server/admissions/staff/staff-html.ts";
import type { ApplicationDetail } from "#server/db/admission-pages.ts";

/**
 * The application an address names, with the page frame to answer in; or,
 * for an address no application has (a bad one, or one erased), the 404
 * page that says so, already sent, and null.
 */
export async function requestedApplication(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<ApplicationsPagesOptions, "pages" | "stylesheet">,
): Promise<{ application: ApplicationDetail; frame: PageFrame } | null> {
  const ref = applicationParams(request.params);
  const frame = frameOf(request, "Application", options);
  const application = ref && (await options.pages.detail(ref.call, ref.reference));
  if (application) return { application, frame };
  sendRefusal(reply, frame, 404, "There is no such application (it may have been erased).", {
    href: "/applications",
    label: "Back to the calls",
  });
  return null;
}
