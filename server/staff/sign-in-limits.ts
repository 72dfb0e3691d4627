import { createHmac } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { StaffSignInRepository } from "#server/db/staff-sign-in-repository.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import { type QueueStaffMail, signInAlertMail } from "#server/staff/staff-mail.ts";

/**
 * The staff sign-in limits (docs/decisions/148-staff-sign-in-limits.md).
 * Only what signs nobody in is counted: a code mailed, a wrong code, a
 * passkey or link that did not work. A sign-in that works costs nothing, so
 * a team behind one office address never locks itself out. Per account the
 * limits are slower and wider, and strangers cannot spend the owner's share:
 * codes asked from places the person has not signed in from have a budget of
 * their own, and passkey sign-in is never limited per account.
 */
export type SignInKind = "code-request" | "code" | "passkey" | "enrolment";

export type SignInAttempt = {
  kind: SignInKind;
  /** The client's address, IPv6 grouped by /64 as the other rate limits do. */
  address: string;
  /** The client's address as the audit log records it. */
  clientAddress: string;
  /** The account a code was asked for or tried on: its keyed digest, and the person if there is one. */
  account: { ref: string; userId: string | null } | null;
  /** The address is one the person signed in from in the last 30 days. */
  knownPlace: boolean;
};

export type SignInRefusal = { message: string; retryAfterSeconds: number };

const minute = 60_000;
const hour = 60 * minute;
const knownPlaceDays = 30;

type Rule = {
  name: string;
  key: (attempt: SignInAttempt) => string | null;
  windowMs: number;
  max: number;
  /** What is recorded under its key: a code sent, a failed sign-in. */
  countsCodesSent: boolean;
  countsFailures: boolean;
  /** The person is mailed when it refuses: it can only be strangers spending the account's codes. */
  alertsOwner?: boolean;
  message: (wait: string) => string;
};

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / minute));
  if (minutes < 90) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

function rulesFor(addressLimit: number): readonly Rule[] {
  const codes = (attempt: SignInAttempt) =>
    attempt.kind === "code-request" || attempt.kind === "code";
  return [
    {
      name: "address",
      key: (a) => (a.kind === "passkey" ? null : `address:${a.address}`),
      windowMs: 15 * minute,
      max: addressLimit,
      countsCodesSent: true,
      countsFailures: true,
      message: (wait) =>
        `Too many codes asked for or mistyped from your network. Try again in ${wait}, or sign in with your passkey.`,
    },
    {
      name: "passkey-address",
      key: (a) => (a.kind === "passkey" ? `passkey-address:${a.address}` : null),
      windowMs: 15 * minute,
      max: addressLimit,
      countsCodesSent: false,
      countsFailures: true,
      message: (wait) =>
        `Too many passkey sign-ins failed from your network. Try again in ${wait}.`,
    },
    {
      name: "account-address",
      key: (a) => (codes(a) && a.account ? `account-address:${a.account.ref}:${a.address}` : null),
      windowMs: 15 * minute,
      max: 6,
      countsCodesSent: true,
      countsFailures: true,
      message: (wait) =>
        `Too many codes for this address from here. Try again in ${wait}, or sign in with your passkey.`,
    },
    {
      name: "account-new-places-hour",
      key: (a) =>
        a.kind === "code-request" && a.account && !a.knownPlace
          ? `account-new-places:${a.account.ref}`
          : null,
      windowMs: hour,
      max: 3,
      countsCodesSent: true,
      countsFailures: false,
      alertsOwner: true,
      message: (wait) =>
        `Codes for this address are paused for ${wait}: many were asked for from places it has not signed in from. Sign in with your passkey, or ask for a code where you signed in before.`,
    },
    {
      name: "account-new-places-day",
      key: (a) =>
        a.kind === "code-request" && a.account && !a.knownPlace
          ? `account-new-places:${a.account.ref}`
          : null,
      windowMs: 24 * hour,
      max: 10,
      countsCodesSent: true,
      countsFailures: false,
      alertsOwner: true,
      message: (wait) =>
        `No more codes for this address from new places today: try again in ${wait}, sign in with your passkey, or ask for a code where you signed in before.`,
    },
    {
      name: "account-day",
      key: (a) => (a.kind === "code-request" && a.account ? `account:${a.account.ref}` : null),
      windowMs: 24 * hour,
      max: 20,
      countsCodesSent: true,
      countsFailures: false,
      message: (wait) =>
        `No more codes for this address today: try again in ${wait}, or sign in with your passkey. An admin can send you a new invitation.`,
    },
  ];
}

export type SignInLimitsOptions = {
  repository: StaffSignInRepository;
  audit: AuditLog;
  queueMail: QueueStaffMail;
  /** Keys the account digests: no address typed at sign-in is stored as typed. */
  secret: string;
  /** STAFF_SIGN_IN_LIMIT: codes sent and failures per address per 15 minutes. */
  addressLimit: number;
  now: () => Date;
};

export function staffSignInLimits(options: SignInLimitsOptions) {
  const { repository, audit } = options;
  const rules = rulesFor(options.addressLimit);

  /** A keyed digest of an address typed at sign-in: the same for the same address, not readable back. */
  function accountRef(email: string): string {
    return createHmac("sha256", options.secret)
      .update(`staff-account:${email}`)
      .digest("base64url")
      .slice(0, 22);
  }

  async function isKnownPlace(userId: string, address: string): Promise<boolean> {
    const since = new Date(options.now().getTime() - knownPlaceDays * 24 * hour);
    const places = await repository.signInAddresses(userId, since);
    return places.some((place) => normalizeIP(place) === address);
  }

  return {
    accountRef,

    /** What a sign-in call is, for whom, from where; `email` is what the body named, `credentialId` a passkey's. */
    async describe(
      kind: SignInKind,
      clientAddress: string,
      named: { email?: string | null; credentialId?: string | null },
    ): Promise<SignInAttempt> {
      const address = normalizeIP(clientAddress);
      if (named.email) {
        const userId = await repository.userIdByEmail(named.email);
        return {
          kind,
          address,
          clientAddress,
          account: { ref: accountRef(named.email), userId },
          knownPlace: userId !== null && (await isKnownPlace(userId, address)),
        };
      }
      const userId = named.credentialId
        ? await repository.userIdByCredential(named.credentialId)
        : null;
      return {
        kind,
        address,
        clientAddress,
        account: userId ? { ref: `person:${userId}`, userId } : null,
        knownPlace: false,
      };
    },

    /** The first limit the attempt is over, with how long to wait; null when it may go ahead. */
    async check(attempt: SignInAttempt): Promise<SignInRefusal | null> {
      const now = options.now().getTime();
      for (const rule of rules) {
        const key = rule.key(attempt);
        if (!key) continue;
        const { count, oldest } = await repository.countSince(key, now - rule.windowMs);
        if (count < rule.max) continue;
        const waitMs = (oldest ?? now) + rule.windowMs - now;
        await noteRefusal(attempt, rule, key, now);
        return {
          message: rule.message(waitText(waitMs)),
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1_000)),
        };
      }
      return null;
    },

    /**
     * After the call: a code sent or a failure is counted, a failure is
     * audited with the account it targeted (the person, or the digest of an
     * address that has no account). A sign-in that worked is neither.
     */
    async settle(attempt: SignInAttempt, succeeded: boolean) {
      const codeSent = attempt.kind === "code-request" && succeeded;
      if (succeeded && !codeSent) return;
      const keys = rules
        .filter((rule) => (codeSent ? rule.countsCodesSent : rule.countsFailures))
        .map((rule) => rule.key(attempt))
        .filter((key): key is string => key !== null);
      await repository.record([...new Set(keys)], options.now().getTime());
      if (codeSent) return;
      await audit.record({
        action: "sign-in-failed",
        target: attempt.account?.userId ?? null,
        detail: {
          method: attempt.kind,
          ...(attempt.account && !attempt.account.userId && { account: attempt.account.ref }),
        },
        address: attempt.clientAddress,
      });
    },
  };

  /**
   * A refusal is audited once per limit and window (a flood of refused calls
   * is one entry), and a limit only strangers can reach mails the person once
   * an hour.
   */
  async function noteRefusal(attempt: SignInAttempt, rule: Rule, key: string, now: number) {
    const marker = `refused:${rule.name}:${key}`;
    if ((await repository.countSince(marker, now - rule.windowMs)).count > 0) return;
    await repository.record([marker], now);
    await audit.record({
      action: "sign-in-refused",
      target: attempt.account?.userId ?? null,
      detail: {
        method: attempt.kind,
        limit: rule.name,
        ...(attempt.account && !attempt.account.userId && { account: attempt.account.ref }),
      },
      address: attempt.clientAddress,
    });
    const userId = attempt.account?.userId;
    if (!rule.alertsOwner || !userId) return;
    const alertKey = `alert:${userId}`;
    if ((await repository.countSince(alertKey, now - hour)).count > 0) return;
    await repository.record([alertKey], now);
    const email = await repository.emailOf(userId);
    if (email) await options.queueMail(signInAlertMail(email, new Date(now + rule.windowMs)));
  }
}

export type StaffSignInLimits = ReturnType<typeof staffSignInLimits>;
