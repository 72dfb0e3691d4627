import type { FastifyInstance } from "fastify";

const takes =
  "This form takes its fields as a plain form (application/x-www-form-urlencoded) or as JSON";

/**
 * The staff forms that post plain fields (the applications and payments
 * pages) take urlencoded, as a browser sends them with no JavaScript, and
 * JSON. Any other body met the root's refusal, "Send the body as
 * application/json", which read as if the form itself were wrong; this one
 * says what the form takes, and that a file upload is not it. A pattern
 * parser is tried after the types named exactly, so JSON and urlencoded
 * keep their parsers; 415 stays.
 */
export function refuseOtherFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(/^/, (request, _payload, done) => {
    const type = request.headers["content-type"]?.toLowerCase() ?? "";
    const message = type.startsWith("multipart/form-data")
      ? `${takes}, not file uploads (multipart/form-data).`
      : `${takes}.`;
    done(Object.assign(new Error(message), { statusCode: 415 }), undefined);
  });
}
