/**
 * The multipart parser's own refusals of a body it cannot read: a missing or
 * unusable boundary, a body cut off before its closing boundary, a part cut
 * off mid-way, a field named like a prototype property. Each is the client's
 * error (issue 31, item 18), unlike a full disk or a database away, and is
 * answered 400 without a stack in the log.
 *
 * @fastify/busboy raises plain `Error`s with fixed messages, and
 * @fastify/multipart coded 4xx errors; the parser's limits (FST_*_LIMIT,
 * FST_REQ_FILE_TOO_LARGE) say more than "malformed", so a route answers them
 * first. Anything else, a TypeError of our own included, stays a server error.
 */
const busboyMessages =
  /^(Unexpected end of multipart data|(Part|File) terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Unsupported Content-Type\.|Missing Content-Type-header\.|The needle (cannot be an empty String\/Buffer|cannot have a length bigger than 256)\.)$/;

const parserCodes = new Set([
  "FST_MP_PREMATURE_CLOSE",
  "FST_PROTO_VIOLATION",
  "FST_INVALID_MULTIPART_CONTENT_TYPE",
  "FST_INVALID_JSON_FIELD_ERROR",
]);

/** Why a body was refused, in words a developer of a client can act on. */
export type MalformedMultipart = { reason: "incomplete" | "malformed"; detail: string };

export function malformedMultipart(error: unknown): MalformedMultipart | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  const known =
    (typeof code === "string" && parserCodes.has(code)) ||
    (error.constructor === Error && code === undefined && busboyMessages.test(error.message));
  if (!known) return null;
  const incomplete = /end of multipart data|premature|closed before/i.test(error.message);
  return { reason: incomplete ? "incomplete" : "malformed", detail: error.message };
}

/** What the client is told: nothing was kept, and the form can be sent again. */
export const malformedMultipartMessages: Record<MalformedMultipart["reason"], string> = {
  incomplete: "The upload was incomplete, so nothing was saved. Please send the form again.",
  malformed:
    "The form did not arrive as valid multipart/form-data, so nothing was saved. Please send it again.",
};
