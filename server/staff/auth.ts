import { createHash, createHmac, randomBytes } from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { emailOTP } from "better-auth/plugins";
import { enrolmentSchema } from "#schemas/staff.ts";
import type { Database } from "#server/db/database.ts";
import {
  enrolmentIdentifierPrefix,
  staffAccountsRepository,
} from "#server/db/staff-accounts-repository.ts";
import { staffAuthAdapter } from "#server/db/staff-auth-adapter.ts";
import type { ServerConfig } from "#server/env.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { browserName } from "#server/staff/browser-name.ts";
import { withHashedSessionTokens } from "#server/staff/hashed-session-tokens.ts";
import { type QueueStaffMail, signInCodeMail } from "#server/staff/staff-mail.ts";

export type StaffAuthSettings = Pick<
  ServerConfig,
  "STAFF_URL" | "STAFF_SESSION_IDLE_MINUTES" | "STAFF_ENROLMENT_HOURS"
>;

export type StaffAuthDeps = {
  database: Database;
  secret: string;
  queueMail: QueueStaffMail;
  audit: AuditLog;
};

/** The header the staff app puts the client's address in (request.ip, proxy-aware). */
export const clientAddressHeader = "x-staff-client-address";

/** How long an emailed sign-in code works. */
export const signInCodeMinutes = 10;

/**
 * How recent a sign-in must be to add a passkey, and how long a session
 * opened by a code or an enrolment link lasts: it can only set up a passkey
 * (docs/decisions/147-the-emailed-code-sets-up-a-passkey.md).
 */
export const recentSignInMinutes = 10;

/** How a session was opened; only a passkey (with user verification) opens the staff side. */
export const signInMethods = ["passkey", "email-code", "enrolment-link"] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** The library endpoint that opened a session, as the method the session records. */
const methodOfPath: Record<string, SignInMethod> = {
  "/passkey/verify-authentication": "passkey",
  "/sign-in/email-otp": "email-code",
  "/enrolment/redeem": "enrolment-link",
};

/** A passkey that did not check who holds it (no fingerprint, face or screen lock) is one factor only. */
function requireUserVerification(verified: boolean | undefined) {
  if (verified) return;
  throw APIError.fromStatus("BAD_REQUEST", {
    code: "USER_NOT_VERIFIED",
    message:
      "This passkey did not check that it is you (fingerprint, face or screen lock). Use one that does: most phones and computers do.",
  });
}

function enrolmentIdentifier(token: string): string {
  return `${enrolmentIdentifierPrefix}${createHash("sha256").update(token).digest("base64url")}`;
}

/**
 * Redeeming an enrolment link: a POST from the page the link opens (mail
 * scanners fetch GET links), once, within its time. It signs the person in
 * through the library's own session cookie; the page then asks for a passkey.
 */
function staffEnrolment(audit: AuditLog) {
  return {
    id: "staff-enrolment",
    endpoints: {
      redeemEnrolment: createAuthEndpoint(
        "/enrolment/redeem",
        { method: "POST", body: enrolmentSchema },
        async (ctx) => {
          const entry = await ctx.context.internalAdapter.consumeVerificationValue(
            enrolmentIdentifier(ctx.body.token),
          );
          const user =
            entry && entry.expiresAt.getTime() > Date.now()
              ? await ctx.context.internalAdapter.findUserById(entry.value)
              : null;
          if (!user) {
            throw APIError.fromStatus("BAD_REQUEST", {
              message:
                "This enrolment link has been used or has expired. Ask an admin for a new one.",
            });
          }
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          await audit.record({
            action: "enrolment",
            actor: { id: user.id, email: user.email },
            address: ctx.request?.headers.get(clientAddressHeader) ?? null,
          });
          return ctx.json({ ok: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * better-auth on our database with the passkey and email-code plugins, and no
 * sign-up of any kind (docs/decisions/061-staff-sign-in-and-sessions.md). `secure` picks
 * the cookies for HTTPS requests: `__Host-` names, Secure, SameSite=Strict;
 * plain HTTP (a fresh local machine) gets the same cookies without the prefix
 * and Secure, which browsers refuse there.
 */
export function createStaffAuth(settings: StaffAuthSettings, deps: StaffAuthDeps, secure: boolean) {
  const { database, audit } = deps;
  const staffUrl = new URL(settings.STAFF_URL);
  return betterAuth({
    appName: "Enugu Tech Hub staff",
    baseURL: settings.STAFF_URL,
    basePath: "/api/auth",
    secret: deps.secret,
    // The library's Kysely adapter, on the connection the rest of the service uses,
    // keeping a digest of each session token, never the token (decision 145).
    database: withHashedSessionTokens(staffAuthAdapter(database)),
    trustedOrigins: [staffUrl.origin],
    telemetry: { enabled: false },
    // Sign-in attempts are limited by the staff app per address and per account.
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: false },
    user: {
      modelName: "staff_user",
      additionalFields: { role: { type: "string", required: true, input: false } },
    },
    session: {
      modelName: "staff_session",
      // The idle time-out: every request more than a minute after the last
      // refresh moves the end on; the absolute limit is the guard's.
      expiresIn: settings.STAFF_SESSION_IDLE_MINUTES * 60,
      updateAge: 60,
      cookieCache: { enabled: false },
      // Adding a passkey needs a sign-in this recent (the guard checks it first, in words).
      freshAge: recentSignInMinutes * 60,
      additionalFields: { signInMethod: { type: "string", required: false, input: false } },
    },
    account: { modelName: "staff_account" },
    verification: { modelName: "staff_verification" },
    advanced: {
      cookiePrefix: secure ? "__Host-staff" : "staff",
      useSecureCookies: false,
      defaultCookieAttributes: { secure, httpOnly: true, sameSite: "strict", path: "/" },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    databaseHooks: {
      session: {
        create: {
          async before(session, context) {
            // Anything but a passkey sign-in opens a session that can only set one up.
            const method = methodOfPath[context?.path ?? ""] ?? "email-code";
            return { data: { ...session, signInMethod: method } };
          },
          async after(session) {
            // The first sign-in (a link, a code or a passkey) is when an invited person joined.
            const accounts = staffAccountsRepository(database);
            await accounts.markJoined(session.userId, new Date());
            const user = await accounts.find(session.userId);
            await audit.record({
              action: "sign-in",
              actor: user ? { id: user.id, email: user.email } : null,
              detail: { method: (session as { signInMethod?: string }).signInMethod ?? null },
              address: session.ipAddress ?? null,
            });
          },
        },
      },
    },
    plugins: [
      passkey({
        rpID: staffUrl.hostname,
        rpName: "Enugu Tech Hub staff",
        origin: staffUrl.origin,
        schema: { passkey: { modelName: "staff_passkey" } },
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        // The library asks for user verification but accepts a passkey without it: a
        // passkey counts as two factors (ASVS 5.0 L2) only when it verified its holder.
        registration: {
          afterVerification({ ctx, verification }) {
            requireUserVerification(verification.registrationInfo?.userVerified);
            // Named for where it was made, so the person recognises it on their account page.
            return { name: browserName(ctx.request?.headers.get("user-agent")) };
          },
        },
        authentication: {
          async afterVerification({ verification, clientData }) {
            requireUserVerification(verification.authenticationInfo.userVerified);
            await staffAccountsRepository(database).markPasskeyUsed(clientData.id, new Date());
          },
        },
      }),
      emailOTP({
        disableSignUp: true,
        expiresIn: signInCodeMinutes * 60,
        allowedAttempts: 3,
        // Keyed by the secret, which production keeps out of the database: a copy of
        // the database cannot try the million codes against a plain digest.
        storeOTP: {
          hash: async (otp) =>
            createHmac("sha256", deps.secret)
              .update(`staff-sign-in-code:${otp}`)
              .digest("base64url"),
        },
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== "sign-in") return;
          await deps.queueMail(signInCodeMail(email, otp, signInCodeMinutes));
        },
      }),
      staffEnrolment(audit),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** One instance per scheme, chosen per request by whether it came over HTTPS. */
export function createStaffAuthPair(settings: StaffAuthSettings, deps: StaffAuthDeps) {
  const secure = createStaffAuth(settings, deps, true);
  const plain = createStaffAuth(settings, deps, false);
  return {
    forProtocol: (protocol: string) => (protocol === "https" ? secure : plain),
    secure,
    plain,
  };
}

export type StaffAuthPair = ReturnType<typeof createStaffAuthPair>;

/**
 * A one-time enrolment token for a person; the link carries it in the
 * fragment, so it reaches neither the server's logs nor a proxy's.
 */
export async function createEnrolmentLink(
  auth: StaffAuth,
  settings: StaffAuthSettings,
  userId: string,
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const context = await auth.$context;
  const expiresAt = new Date(Date.now() + settings.STAFF_ENROLMENT_HOURS * 3_600_000);
  await context.internalAdapter.createVerificationValue({
    identifier: enrolmentIdentifier(token),
    value: userId,
    expiresAt,
  });
  return { link: new URL(`/enrol#${token}`, settings.STAFF_URL).toString(), expiresAt };
}
