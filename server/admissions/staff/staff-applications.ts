import type { FastifyInstance } from "fastify";
import { applicationAssigneeRoute } from "#server/admissions/staff/application-assignee-route.ts";
import { applicationFileRoute } from "#server/admissions/staff/application-file-route.ts";
import { applicationNotesRoute } from "#server/admissions/staff/application-notes-route.ts";
import type { ApplicationsPagesOptions } from "#server/admissions/staff/application-params.ts";
import { applicationRoute } from "#server/admissions/staff/application-route.ts";
import { applicationsExportRoute } from "#server/admissions/staff/applications-export-route.ts";
import { applicationsJsonExportRoute } from "#server/admissions/staff/applications-json-export-route.ts";
import { applicationsRoute } from "#server/admissions/staff/applications-route.ts";
import { callApplicationsRoute } from "#server/admissions/staff/call-applications-route.ts";
import { callMovePreviewRoute } from "#server/admissions/staff/call-move-preview-route.ts";
import { callStageRoute } from "#server/admissions/staff/call-stage-route.ts";
import { listTicksScriptRoute } from "#server/admissions/staff/list-ticks-script.ts";
import { movePreviewRoute } from "#server/admissions/staff/move-preview-route.ts";
import { acceptStaffFormPosts } from "#server/admissions/staff/staff-form-posts.ts";
import { stageRoute } from "#server/admissions/staff/stage-route.ts";

/** The applications pages of the staff side (issue 34, decision 198), one module per address. */
export async function staffApplications(app: FastifyInstance, options: ApplicationsPagesOptions) {
  acceptStaffFormPosts(app);
  await app.register(applicationsRoute, options);
  await app.register(listTicksScriptRoute);
  await app.register(callApplicationsRoute, options);
  await app.register(applicationRoute, options);
  await app.register(applicationFileRoute, options);
  await app.register(movePreviewRoute, options);
  await app.register(stageRoute, options);
  await app.register(applicationNotesRoute, options);
  await app.register(applicationAssigneeRoute, options);
  await app.register(callMovePreviewRoute, options);
  await app.register(callStageRoute, options);
  await app.register(applicationsExportRoute, options);
  await app.register(applicationsJsonExportRoute, options);
}
