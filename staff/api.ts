import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { emailOTPClient } from "better-auth/client/plugins";
import { signInReturningTo } from "#schemas/staff.ts";
import { copy } from "./copy.ts";

/** The library's client for the ceremonies (passkeys, codes, sign-out) on this host's /api/auth. */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [passkeyClient(), emailOTPClient()],
});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A call to the staff API; a 401 sends the person to sign in. */
export async function api<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown } = {}) {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 401) {
    window.location.assign(signInReturningTo(window.location.pathname));
    throw new ApiError(401, "signed out");
  }
  const data = (await response.json().catch(() => ({}))) as T & { message?: unknown };
  // The server's own sentence; without one (a proxy's bare error page), ours, never a status text.
  const said = typeof data.message === "string" && data.message ? data.message : copy.failed;
  if (!response.ok) throw new ApiError(response.status, said);
  return data as T;
}

/**
 * What to show for a refusal of the auth library's client: the server's own
 * words, or for a passkey ceremony the browser stopped (cancelled, timed out,
 * no authenticator) the page's `ceremonyWords`, since the browser's text is
 * not written for staff.
 */
export function authProblem(
  error: { code?: string | undefined; message?: string | undefined },
  ceremonyWords: string,
): string {
  const code = error.code ?? "";
  const ceremony =
    code === "AUTH_CANCELLED" || code === "UNKNOWN_ERROR" || code.startsWith("ERROR_");
  if (ceremony) return ceremonyWords;
  return error.message || copy.failed;
}
