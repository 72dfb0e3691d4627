import type { FastifyInstance } from "fastify";
import { newNoteSchema, noteMaxChars } from "#schemas/staff-leads.ts";
import {
  type ApplicationsPagesOptions,
  applicationPath,
  applicationReaders,
} from "#server/admissions/staff/application-params.ts";
import { requestedApplication } from "#server/admissions/staff/requested-application.ts";
import { sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { clientAddress } from "#server/client-address.ts";
import { refusal } from "#server/staff/guard.ts";

/** A note's form: its text, each character up to 9 bytes once encoded, and the field's name. */
const noteFormMaxBytes = noteMaxChars * 9 + 64;

/**
 * POST /applications/<call>/<reference>/notes: a staff member's note on an
 * application (decision 217), as a plain form post answered with a 303 to
 * the application's page, where the history shows it with who wrote it and
 * when. An empty or over-long note is refused with the reason and stores
 * nothing. The audit log has the reference, never the note: a note is the
 * applicant's personal data, erased with the application.
 */
export async function applicationNotesRoute(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  app.post(
    "/applications/:call/:reference/notes",
    { config: { roles: applicationReaders }, bodyLimit: noteFormMaxBytes },
    async (request, reply) => {
      const requested = await requestedApplication(request, reply, options);
      if (!requested) return reply;
      const { application, frame } = requested;
      const path = applicationPath(application);
      const back = { href: path, label: "Back to the application" };
      const staff = request.staff;
      // The guard signs everyone in before this route; a request without a person is refused all the same.
      if (!staff) return refusal(reply, 401, "Sign in first.");
      const note = newNoteSchema.safeParse(request.body ?? {});
      if (!note.success) {
        const message = note.error.issues[0]?.message ?? "Write the note first.";
        return sendRefusal(reply, { ...frame, title: "Note not added" }, 400, message, back);
      }
      const at = options.now().toISOString();
      if (!(await options.followUp.addNote(application.id, staff, note.data.text, at))) {
        return sendRefusal(
          reply,
          frame,
          404,
          "The application is gone (it may have been erased).",
          {
            href: `/applications/${application.call}`,
            label: "Back to the call",
          },
        );
      }
      await options.audit.record({
        action: "application-note-added",
        actor: staff,
        target: `application:${application.reference}`,
        address: clientAddress(request),
      });
      return reply.redirect(`${path}?noted=1#history-title`, 303);
    },
  );
}
