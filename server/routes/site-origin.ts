import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Whether a form post comes from the site itself, asking the browser's
 * headers from the most to the least telling
 * (docs/decisions/022-form-post-origin.md). `Origin: null` (a sandboxed
 * frame, or a page with a no-referrer policy) proves nothing either way, so
 * Sec-Fetch-Site decides it; without that, it is refused. A post with none
 * of the headers is not from a browser that a foreign page could steer.
 */
export function siteOriginCheck(siteUrl: string, allowedOrigins: readonly string[]) {
  const allowed = new Set([new URL(siteUrl).origin, ...allowedOrigins]);
  return function isFromSite(request: FastifyRequest): boolean {
    const ownOrigin = `${request.protocol}://${request.host}`;
    const isOurs = (origin: string) => allowed.has(origin) || origin === ownOrigin;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== "null") return isOurs(origin);
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
    if (origin === "null") return false;
    const referer = request.headers.referer;
    if (referer !== undefined) return URL.canParse(referer) && isOurs(new URL(referer).origin);
    return true;
  };
}

/** The answer to a post from elsewhere: it neither counts against a limit nor stores. */
export function replyForeignPost(reply: FastifyReply) {
  return reply
    .status(403)
    .type("text/plain")
    .send("Forbidden: this form can only be sent from the site itself");
}
