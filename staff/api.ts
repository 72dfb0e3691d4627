import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { emailOTPClient } from "better-auth/client/plugins";

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
    window.location.assign("/sign-in");
    throw new ApiError(401, "signed out");
  }
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new ApiError(response.status, data.message ?? response.statusText);
  return data as T;
}
