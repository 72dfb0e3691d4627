import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { staffRoles } from "#schemas/staff.ts";
import { clientAddress } from "#server/client-address.ts";
import type { Database } from "#server/db/database.ts";
import { rateLimitCounter } from "#server/db/rate-limit-store.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import type { StaffAuthPair } from "#server/staff/auth.ts";
import { authHeaders, type RouteRoles } from "#server/staff/guard.ts";

export type AuthRoutesOptions = {
  auth: StaffAuthPair;
  database: Database;
  audit: AuditLog;
  staffUrl: string;
  /** Sign-in attempts allowed per address, and per account, in `signInWindowMs`. */
  signInLimit: number;
};

export const signInWindowMs = 15 * 60_000;

type AuthRoute = {
  method: "GET" | "POST";
  path: string;
  roles: RouteRoles;
  /** Counted against the sign-in limits; failures are audited. */
  signIn?: boolean;
};

/**
 * The library's endpoints the staff side uses, and no others: whatever else
 * better-auth can do (sign-up, passwords, account linking) is not reachable.
 */
const authRoutes: readonly AuthRoute[] = [
  { method: "POST", path: "/email-otp/send-verification-otp", roles: "public", signIn: true },
  { method: "POST", path: "/sign-in/email-otp", roles: "public", signIn: true },
  { method: "GET", path: "/passkey/generate-authenticate-options", roles: "public", signIn: true },
  { method: "POST", path: "/passkey/verify-authentication", roles: "public", signIn: true },
  { method: "POST", path: "/enrolment/redeem", roles: "public", signIn: true },
  { method: "GET", path: "/passkey/generate-register-options", roles: staffRoles },
  { method: "POST", path: "/passkey/verify-registration", roles: staffRoles },
  { method: "POST", path: "/sign-out", roles: staffRoles },
];

function accountOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
}

/** Hands a request to better-auth's fetch handler and its answer back to Fastify. */
async function forward(
  auth: StaffAuthPair,
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
) {
  const headers = authHeaders(request);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  if (hasBody) headers.set("content-type", "application/json");
  headers.delete("content-length");
  const response = await auth.forProtocol(request.protocol).handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
    }),
  );
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = await response.text();
  return { status: response.status, text };
}

export async function staffAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const count = rateLimitCounter(options.database);

  /** One count per address and one per account; false (and 429 sent) once either is over. */
  async function withinSignInLimits(request: FastifyRequest, reply: FastifyReply) {
    const keys = [`staff-sign-in:address:${clientAddress(request)}`];
    const account = accountOf(request.body);
    if (account) keys.push(`staff-sign-in:account:${account}`);
    for (const key of keys) {
      const hits = await count(key, signInWindowMs);
      if (hits.current > options.signInLimit) {
        reply
          .code(429)
          .header("retry-after", Math.ceil(hits.ttl / 1_000))
          .send({ error: "Too many sign-in attempts. Wait a few minutes and try again." });
        return false;
      }
    }
    return true;
  }

  for (const route of authRoutes) {
    app.route({
      method: route.method,
      url: `/api/auth${route.path}`,
      config: { roles: route.roles },
      async handler(request, reply) {
        if (route.signIn && !(await withinSignInLimits(request, reply))) return reply;
        const url = new URL(request.url, options.staffUrl).toString();
        const { status, text } = await forward(options.auth, request, reply, url);
        if (route.signIn && route.method === "POST" && status >= 400) {
          await options.audit.record({
            action: "sign-in-failed",
            detail: { method: route.path },
            address: clientAddress(request),
          });
        }
        if (route.path === "/sign-out" && request.staff) {
          await options.audit.record({
            action: "sign-out",
            actor: request.staff,
            address: clientAddress(request),
          });
        }
        return reply.send(text);
      },
    });
  }
}
