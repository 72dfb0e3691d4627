import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * The pieces of Keystatic's GitHub sign-in this server adds around it
 * (docs/decisions/125-github-sign-in-through-the-staff-guard.md): a state
 * bound to the browser that started the sign-in, and a page of the staff host
 * between GitHub's redirect and the guarded callback.
 */

/** Keystatic's GitHub sign-in callback: the URL the GitHub App names, on the staff host. */
export const githubCallbackPath = "/api/keystatic/github/oauth/callback";

/**
 * The callback again, from this host's own page: here the staff session
 * cookie (SameSite=Strict) comes along, so the guard can ask for an editor.
 */
export const signedInCallbackPath = "/api/editor/github/oauth/callback";

/** How long a GitHub sign-in may take between leaving for github.com and coming back. */
export const signInStateSeconds = 10 * 60;

/** The state this server or Keystatic puts in the sign-in: 10 random bytes, hex. */
const statePattern = /^[0-9a-f]{20}$/;

export function newSignInState(): string {
  return randomBytes(10).toString("hex");
}

function cookieNames(request: FastifyRequest): Set<string> {
  const header = request.headers.cookie ?? "";
  return new Set(header.split(";").map((pair) => pair.split("=")[0]?.trim() ?? ""));
}

/**
 * The sign-in's state when it matches a `ks-<state>` cookie that the guarded
 * login route set in this browser: a callback that did not start here (a
 * forged link, another browser, an old tab) has none.
 */
export function startedHere(request: FastifyRequest): string | null {
  const { state } = request.query as { state?: unknown };
  if (typeof state !== "string" || !statePattern.test(state)) return null;
  return cookieNames(request).has(`ks-${state}`) ? state : null;
}

export function stateCookie(request: FastifyRequest, state: string, maxAge: number): string {
  const secure = request.protocol === "https" ? "; Secure" : "";
  // Lax, as Keystatic's own: it must come back on GitHub's redirect to the callback.
  return `ks-${state}=1; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export const notStartedHere =
  "This GitHub sign-in did not start here, or it took too long. Open the editor and sign in with GitHub again.";

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * A page of this host that moves on to `target` at once: the next request is
 * then same-site, so the browser sends the staff session cookie, which it
 * keeps from requests that come from github.com. No script: the staff CSP
 * allows none inline.
 */
export function onwardPage(target: string): string {
  const href = escapeAttribute(target);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0; url=${href}"><title>Signing in with GitHub</title></head><body><p><a href="${href}">Continue to the editor</a></p></body></html>`;
}
