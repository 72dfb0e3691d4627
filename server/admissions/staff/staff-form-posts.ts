import type { FastifyInstance } from "fastify";
import { refuseOtherFormBodies } from "#server/staff/form-body-types.ts";

/** A stage form is two or three short fields; anything longer is not one. */
export const stageFormMaxBytes = 1024;

/**
 * The applications pages' forms are plain posts (they work with no
 * JavaScript), so this context parses urlencoded bodies; each route sets its
 * own body limit. The guard's same-origin check keeps other sites' forms out.
 */
export function acceptStaffFormPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      // A name sent more than once (the list's ticked applications) keeps every value, in order.
      const fields = new Map<string, string | string[]>();
      for (const [name, value] of new URLSearchParams(body as string)) {
        const had = fields.get(name);
        if (had === undefined) fields.set(name, value);
        else if (Array.isArray(had)) had.push(value);
        else fields.set(name, [had, value]);
      }
      done(null, Object.fromEntries(fields));
    },
  );
  refuseOtherFormBodies(app);
}
