import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type RouteRoles, staffRoles } from "#schemas/staff.ts";
import { clientAddress } from "#server/client-address.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import type { StaffAuthPair } from "#server/staff/auth.ts";
import { authHeaders, type StaffPrincipal } from "#server/staff/guard.ts";
import type { SignInKind, StaffSignInLimits } from "#server/staff/sign-in-limits.ts";
import { accountNoticeMail, type QueueStaffMail } from "#server/staff/staff-mail.ts";

export type AuthRoutesOptions = {
  auth: StaffAuthPair;
  audit: AuditLog;
  staffUrl: string;
  limits: StaffSignInLimits;
  queueMail: QueueStaffMail;
  now: () => Date;
};

type AuthRoute = {
  method: "GET" | "POST";
  path: string;
  roles: RouteRoles;
  /** A sign-in call: limited (server/staff/sign-in-limits.ts), its failures audited. */
  signIn?: SignInKind;
  /** Setting up a passkey: a session opened by a code or a link may, a recent sign-in must. */
  addsPasskey?: boolean;
};

/**
 * The library's endpoints the staff side uses, and no others: whatever else
 * better-auth can do (sign-up, passwords, account linking) is not reachable.
 * Asking for a passkey challenge is not a sign-in: only its answer is.
 */
const authRoutes: readonly AuthRoute[] = [
  {
    method: "POST",
    path: "/email-otp/send-verification-otp",
    roles: "public",
    signIn: "code-request",
  },
  { method: "POST", path: "/sign-in/email-otp", roles: "public", signIn: "code" },
  { method: "GET", path: "/passkey/generate-authenticate-options", roles: "public" },
  { method: "POST", path: "/passkey/verify-authentication", roles: "public", signIn: "passkey" },
  { method: "POST", path: "/enrolment/redeem", roles: "public", signIn: "enrolment" },
  {
    method: "GET",
    path: "/passkey/generate-register-options",
    roles: staffRoles,
    addsPasskey: true,
  },
  { method: "POST", path: "/passkey/verify-registration", roles: staffRoles, addsPasskey: true },
  { method: "POST", path: "/sign-out", roles: staffRoles },
];

/** The library's refusals in the staff's words, by its error code; another keeps the library's. */
const refusalWords: Record<string, string> = {
  INVALID_OTP: "That code is not right. Check the newest email, or ask for a new code.",
  OTP_EXPIRED: "That code has run out (codes work for 10 minutes). Ask for a new one.",
  TOO_MANY_ATTEMPTS: "That code was tried too many times. Ask for a new one.",
  INVALID_EMAIL: "Enter a valid email address.",
  PASSKEY_NOT_FOUND:
    "This passkey is not on the staff side any more: it may have been removed. Sign in with a code from email, then set up a new passkey.",
  AUTHENTICATION_FAILED: "The passkey could not be checked. Try again, or sign in with a code.",
  CHALLENGE_NOT_FOUND: "The passkey took too long to answer. Try again.",
  FAILED_TO_VERIFY_REGISTRATION: "The passkey could not be set up. Try again.",
  SESSION_NOT_FRESH:
    "Adding a passkey needs a sign-in in the last 10 minutes. Sign out, sign in again, then add it.",
};

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
}

function credentialOf(body: unknown): string | null {
  const id = (body as { response?: { id?: unknown } } | null)?.response?.id;
  return typeof id === "string" ? id : null;
}

/**
 * A library answer without its session tokens: the sign-in answers carry the
 * session (and its token) in JSON, and no script on a staff page needs one,
 * since the cookie is HttpOnly (issue 31, item 5).
 */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
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
  const json = response.headers.get("content-type")?.includes("application/json");
  if (!json || !text) return { status: response.status, text };
  const answer = withoutTokens(JSON.parse(text)) as { code?: unknown; message?: unknown };
  if (response.status >= 400 && typeof answer.code === "string" && refusalWords[answer.code]) {
    answer.message = refusalWords[answer.code];
  }
  return { status: response.status, text: JSON.stringify(answer) };
}

const signOutPath = "/api/auth/sign-out";

/** A plain form's post: the server-drawn applications pages sign out without JavaScript. */
function isFormPost(request: FastifyRequest): boolean {
  return request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") === true;
}

export async function staffAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { limits } = options;
  // Sign-out alone takes a plain form (its body is empty); every other endpoint keeps to JSON.
  app.addContentTypeParser("application/x-www-form-urlencoded", (request, _payload, done) => {
    if (request.url === signOutPath) return done(null, {});
    done(Object.assign(new Error("Send the body as application/json"), { statusCode: 415 }));
  });

  /**
   * A new passkey is audited and mailed to its person (a session thief's
   * passkey would not go unseen). A session opened by a code or a link has
   * done its one job and ends: the person signs in with the new passkey.
   */
  async function passkeyAdded(staff: StaffPrincipal, request: FastifyRequest, answer: string) {
    const { name } = JSON.parse(answer) as { name?: string };
    await options.audit.record({
      action: "passkey-added",
      actor: staff,
      target: staff.id,
      detail: { name: name ?? null, signedInWith: staff.signInMethod },
      address: clientAddress(request),
    });
    await options.queueMail(
      accountNoticeMail(
        staff.email,
        `A passkey ("${name ?? "passkey"}") was added to your Enugu Tech Hub staff account. It can sign in as you.`,
        options.now(),
      ),
    );
    if (staff.signInMethod !== "passkey") {
      await (await options.auth.plain.$context).internalAdapter.deleteSession(staff.sessionToken);
    }
  }

  for (const route of authRoutes) {
    app.route({
      method: route.method,
      url: `/api/auth${route.path}`,
      config: {
        roles: route.roles,
        // Signing out ends a setup session too.
        setup: route.addsPasskey || route.path === "/sign-out",
        recentSignIn: route.addsPasskey,
      },
      async handler(request, reply) {
        const attempt = route.signIn
          ? await limits.describe(route.signIn, clientAddress(request), {
              email: emailOf(request.body),
              credentialId: credentialOf(request.body),
            })
          : null;
        const refused = attempt && (await limits.check(attempt));
        if (refused) {
          return reply
            .code(429)
            .header("retry-after", refused.retryAfterSeconds)
            .send({ error: "Too Many Requests", message: refused.message });
        }
        const url = new URL(request.url, options.staffUrl).toString();
        const { status, text } = await forward(options.auth, request, reply, url);
        if (attempt) await limits.settle(attempt, status < 400);
        if (route.path === "/passkey/verify-registration" && status === 200 && request.staff) {
          await passkeyAdded(request.staff, request, text);
        }
        if (route.path === "/sign-out" && request.staff) {
          await options.audit.record({
            action: "sign-out",
            actor: request.staff,
            address: clientAddress(request),
          });
        }
        if (route.path === "/sign-out" && status < 400 && isFormPost(request)) {
          return reply.redirect("/sign-in", 303);
        }
        return reply.send(text);
      },
    });
  }
}
