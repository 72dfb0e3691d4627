import type { Database } from "#server/db/database.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";
import type { StaffApp } from "#server/staff/app.ts";
import { createSoftwarePasskey, type SoftwarePasskey } from "#tests/support/software-passkey.ts";

type Injected = { cookies: { name: string; value: string }[] };

/** A Cookie header with the cookies an answer set added (a cookie set empty is dropped). */
export function withCookies(cookie: string, response: Injected): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const set of response.cookies) {
    if (set.value === "") jar.delete(set.name);
    else jar.set(set.name, set.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * Signing in to a staff app through `inject`, as staff do: a code from email
 * (read from the outbox as the mail worker sends it) opens a session that sets
 * up a passkey, and the passkey (a software authenticator) signs in. Route
 * tests and bench:staff share it.
 */
export function staffSignIn({
  staff,
  origin,
  database,
}: {
  staff: StaffApp;
  origin: string;
  database: Pick<Database, "db">;
}) {
  /** The text of the newest staff mail of a kind to an address, as the mail worker sends it. */
  async function latestMail(email: string, kind: "staff-sign-in-code" | "staff-invitation") {
    const mail = await database.db
      .selectFrom("outbox_messages")
      .select(["kind", "text_body", "sealed_secret"])
      .where("to_address", "=", email)
      .where("kind", "=", kind)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!mail) return undefined;
    return textAsSent(mail, staff.mailSecrets.open);
  }

  /** The latest sign-in code mailed to an address. */
  async function latestCode(email: string): Promise<string | undefined> {
    return (await latestMail(email, "staff-sign-in-code"))?.match(/code: (\d{6})/)?.[1];
  }

  /** Signs in with an emailed code; resolves with the sign-in's answer and the Cookie header to send. */
  async function signInWithCode(email: string, headers: Record<string, string> = {}) {
    const sent = await staff.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      headers: { origin, ...headers },
      payload: { email, type: "sign-in" },
    });
    if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.statusCode} ${sent.body}`);
    const otp = await latestCode(email);
    const signedIn = await staff.inject({
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      headers: { origin, ...headers },
      payload: { email, otp },
    });
    if (signedIn.statusCode !== 200) {
      throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
    }
    return { answer: signedIn, cookie: withCookies("", signedIn) };
  }

  /** Registers a passkey on a session (the Cookie header); resolves with the library's answer. */
  async function registerPasskey(
    cookie: string,
    passkey: SoftwarePasskey,
    headers: Record<string, string> = {},
  ) {
    const options = await staff.inject({
      method: "GET",
      url: "/api/auth/passkey/generate-register-options",
      headers: { cookie, ...headers },
    });
    if (options.statusCode !== 200) return options;
    return staff.inject({
      method: "POST",
      url: "/api/auth/passkey/verify-registration",
      headers: { origin, cookie: withCookies(cookie, options), ...headers },
      payload: { response: passkey.register(options.json()) },
    });
  }

  /** Signs in with a passkey; resolves with the library's answer (its cookies hold the session). */
  async function signInWithPasskey(passkey: SoftwarePasskey, headers: Record<string, string> = {}) {
    const options = await staff.inject({
      method: "GET",
      url: "/api/auth/passkey/generate-authenticate-options",
      headers,
    });
    if (options.statusCode !== 200) return options;
    return staff.inject({
      method: "POST",
      url: "/api/auth/passkey/verify-authentication",
      headers: { origin, cookie: withCookies("", options), ...headers },
      payload: { response: passkey.authenticate(options.json()) },
    });
  }

  /** Each person's passkey in this test, made the first time they sign in. */
  const passkeys = new Map<string, SoftwarePasskey>();

  /**
   * Signs in as staff do: with their passkey. The first time, the person
   * gets one through a code from email, the recovery path that ends in a
   * passkey. Resolves with the Cookie header to send.
   */
  async function signIn(email: string, headers: Record<string, string> = {}): Promise<string> {
    let passkey = passkeys.get(email);
    if (!passkey) {
      passkey = createSoftwarePasskey({ origin });
      const { cookie } = await signInWithCode(email, headers);
      const registered = await registerPasskey(cookie, passkey, headers);
      if (registered.statusCode !== 200) {
        throw new Error(`passkey not set up: ${registered.statusCode} ${registered.body}`);
      }
      passkeys.set(email, passkey);
    }
    const signedIn = await signInWithPasskey(passkey, headers);
    if (signedIn.statusCode !== 200) {
      throw new Error(`passkey sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
    }
    return withCookies("", signedIn);
  }

  /** The answers of a sign-in by code and of one by passkey, with the cookies each set. */
  async function signInAnswers(email: string) {
    const byCode = await signInWithCode(email);
    await signIn(email);
    const byPasskey = await signInWithPasskey(passkeys.get(email) as SoftwarePasskey);
    return [
      { cookie: byCode.cookie, body: byCode.answer.body },
      { cookie: withCookies("", byPasskey), body: byPasskey.body },
    ];
  }

  return {
    latestMail,
    latestCode,
    signIn,
    signInWithCode,
    registerPasskey,
    signInWithPasskey,
    signInAnswers,
  };
}
