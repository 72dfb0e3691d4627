import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as z from "zod";
import { type RouteRoles, type StaffRole, signInReturningTo } from "#schemas/staff.ts";
import { clientAddress } from "#server/client-address.ts";
import {
  clientAddressHeader,
  recentSignInMinutes,
  type SignInMethod,
  type StaffAuthPair,
  signInMethods,
} from "#server/staff/auth.ts";
import { isPlainFormPost, signInAddress } from "#server/staff/sign-in-return.ts";

export type StaffPrincipal = {
  id: string;
  email: string;
  role: StaffRole;
  sessionId: string;
  sessionToken: string;
  /** How the session was opened; only "passkey" opens more than setting up a passkey. */
  signInMethod: SignInMethod;
  signedInAt: Date;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every staff route declares this; the guard refuses to register one without it. */
    roles?: RouteRoles;
    /** A page: an anonymous visitor is sent to sign in instead of getting 401. */
    page?: boolean;
    /**
     * A session opened by an emailed code or an enrolment link may call it:
     * such a session only sets up a passkey (docs/decisions/147).
     */
    setup?: boolean;
    /** Needs a sign-in in the last `recentSignInMinutes` (adding a passkey). */
    recentSignIn?: boolean;
    /**
     * The schema in schemas/ its JSON answer keeps to: the staff pages read
     * the answer by the same schema's type, and the route tests hold every
     * answer they get to it (tests/support/answer-contract.ts).
     */
    answer?: z.ZodType;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export type GuardOptions = {
  auth: StaffAuthPair;
  staffOrigin: string;
  maxSessionHours: number;
  /** The clock the time-outs are judged by (tests move it). */
  now: () => Date;
  /** A page the person's role may not open: the UI's shell says so (403). */
  forbiddenPage: (reply: FastifyReply) => FastifyReply;
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The request's headers for the auth library, with the address as Fastify sees it (proxy-aware). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientAddressHeader) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set(clientAddressHeader, clientAddress(request));
  return headers;
}

const statusTexts = { 401: "Unauthorized", 403: "Forbidden" } as const;

export function refusal(reply: FastifyReply, status: 400 | 401 | 403 | 404 | 409, message: string) {
  const error = status === 401 || status === 403 ? statusTexts[status] : "Bad Request";
  return reply
    .code(status)
    .send({ error: status === 404 ? "Not Found" : status === 409 ? "Conflict" : error, message });
}

/** Why the guard refused a request, as its log line names it. */
type RefusalReason =
  | "cross-site"
  | "no-session"
  | "session-ended"
  | "role"
  | "passkey-needed"
  | "recent-sign-in-needed";

/** The log line's name for every refusal by the guard: a stable name to alert and search on. */
export const accessRefusedEvent = "staff.access-refused";

/**
 * A refusal as a security event (ASVS 5.0, 16.3.2): who (the account and its
 * role, when there is a session), what (the method and the route's pattern,
 * never the URL as sent, whose query may name a person), what it needed, and
 * from where (the client's address through the trusted proxy). No email, no
 * cookie, no query: the log holds no personal data.
 */
function logRefusal(
  request: FastifyRequest,
  status: 401 | 403,
  reason: RefusalReason,
  account: { id: string; role: string } | null,
) {
  request.log.warn(
    {
      event: accessRefusedEvent,
      status,
      reason,
      accountId: account?.id ?? null,
      role: account?.role ?? null,
      requiredRoles: request.routeOptions.config.roles ?? null,
      method: request.method,
      route: request.routeOptions.url ?? null,
      client: clientAddress(request),
    },
    "staff request refused",
  );
}

/**
 * The one authorization decision of the staff side (issue 21, "Roles"). Every
 * route declares its roles in its config; a route without them fails at
 * registration, so a future route cannot skip the guard. Each request then:
 * a state change must come from the staff origin; a non-public route needs a
 * live session (idle and absolute time-outs, judged by `now`) of a person
 * whose role the route names.
 */
export function registerStaffGuard(app: FastifyInstance, options: GuardOptions) {
  /** Every route registered after the guard, as the server itself saw it (the route-guard test reads this). */
  const routes: {
    method: string;
    url: string;
    roles: RouteRoles;
    page: boolean;
    answer: z.ZodType | undefined;
  }[] = [];
  app.decorateRequest("staff", null);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.roles === undefined) {
      throw new Error(`staff route ${methods.join(",")} ${route.url} declares no roles`);
    }
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        roles: route.config.roles,
        page: Boolean(route.config.page),
        answer: route.config.answer,
      });
    }
  });

  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    status: 401 | 403,
    reason: RefusalReason,
    message: string,
    account: { id: string; role: string } | null = null,
  ) {
    logRefusal(request, status, reason, account);
    if (status === 401 && isPlainFormPost(request)) {
      return reply.redirect(signInAddress(request.headers.referer, options.staffOrigin), 303);
    }
    if (request.routeOptions.config.page) {
      // Back to the page asked for once signed in (a link in a lead's mail, a bookmark).
      if (status === 401) {
        return reply.redirect(signInReturningTo(request.url.split("?")[0] ?? "/"), 303);
      }
      return options.forbiddenPage(reply.code(403));
    }
    return refusal(reply, status, message);
  }

  app.addHook("onRequest", async (request, reply) => {
    if (!safeMethods.has(request.method)) {
      // Cross-site requests are refused before anything else (the library's
      // own origin check repeats this for its endpoints).
      const origin = request.headers.origin;
      const site = request.headers["sec-fetch-site"];
      if (origin !== options.staffOrigin || (site !== undefined && site !== "same-origin")) {
        logRefusal(request, 403, "cross-site", null);
        return refusal(reply, 403, "Cross-site requests are refused.");
      }
    }
    const roles = request.routeOptions.config.roles;
    // No route matched (404 follows), or anyone may call it.
    if (roles === undefined || roles === "public") return;

    const auth = options.auth.forProtocol(request.protocol);
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    // The library's refreshed cookie (the idle time-out moving on).
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response) return refuse(request, reply, 401, "no-session", "Sign in first.");

    const { session, user } = response;
    const role = (user as { role?: string }).role as StaffRole;
    const account = { id: user.id, role };
    const now = options.now().getTime();
    const signedInAt = new Date(session.createdAt);
    const method = (session as { signInMethod?: string }).signInMethod;
    const signInMethod = signInMethods.find((known) => known === method) ?? "email-code";
    const recent = signedInAt.getTime() + recentSignInMinutes * 60_000 > now;
    const idleOver = new Date(session.expiresAt).getTime() <= now;
    const absoluteOver = signedInAt.getTime() + options.maxSessionHours * 3_600_000 <= now;
    // A code or a link opens a session for setting up a passkey, for as long as a sign-in is recent.
    const setupOver = signInMethod !== "passkey" && !recent;
    if (idleOver || absoluteOver || setupOver) {
      const context = await auth.$context;
      await context.internalAdapter.deleteSession(session.token);
      return refuse(
        request,
        reply,
        401,
        "session-ended",
        "Your session has ended. Sign in again.",
        account,
      );
    }
    request.staff = {
      id: user.id,
      email: user.email,
      role,
      sessionId: session.id,
      sessionToken: session.token,
      signInMethod,
      signedInAt,
    };
    if (!roles.includes(role)) {
      return refuse(request, reply, 403, "role", "Your role may not do this.", account);
    }
    const config = request.routeOptions.config;
    if (signInMethod !== "passkey" && !config.setup) {
      return refuse(
        request,
        reply,
        403,
        "passkey-needed",
        "Set up a passkey first: a code from email or an invitation link only lets you set one up.",
        account,
      );
    }
    if (config.recentSignIn && !recent) {
      return refuse(
        request,
        reply,
        403,
        "recent-sign-in-needed",
        `Adding a passkey needs a sign-in in the last ${recentSignInMinutes} minutes. Sign in again, then add it.`,
        account,
      );
    }
  });
  return { routes };
}
