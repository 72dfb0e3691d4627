import type { FastifyInstance } from "fastify";
import { refuseOtherFormBodies } from "#server/staff/form-body-types.ts";

/**
 * A payments form's plain fields, as a browser posts them with no
 * JavaScript, up to `maxBytes`; any other body is refused with what the
 * form takes. Each posting route registers it in its own plugin, the
 * context its parsers live in.
 */
export function takePlainForms(app: FastifyInstance, maxBytes: number) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: maxBytes },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  refuseOtherFormBodies(app);
}

/** A posted field's text; "" when it is missing or not text. */
export const formField = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === "string" ? body[name] : "";
