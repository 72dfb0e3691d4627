import type { FastifyRequest } from "fastify";
import { signInReturningTo } from "#schemas/staff.ts";

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A form a browser posted by itself, with no JavaScript: a form's body, and
 * a navigation's Accept, which asks for a page. A fetch asks for anything or
 * for JSON and reads a 401's reason; a plain form would show that JSON as
 * the page, so it is sent to sign in instead.
 */
export function isPlainFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.toLowerCase() ?? "";
  const accept = request.headers.accept?.toLowerCase() ?? "";
  return formTypes.some((form) => type.startsWith(form)) && accept.includes("text/html");
}

/**
 * The sign-in page, with the page the form was on to come back to once
 * signed in: the Referer's path, only when the Referer is this staff side
 * (`signInReturningTo` keeps the path of this host only, and never the
 * query, which is the visitor's).
 */
export function signInAddress(referer: string | undefined, staffOrigin: string): string {
  if (!referer || !URL.canParse(referer)) return "/sign-in";
  const from = new URL(referer);
  return from.origin === staffOrigin ? signInReturningTo(from.pathname) : "/sign-in";
}
