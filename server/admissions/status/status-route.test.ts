import { afterEach, describe, expect, test } from "vitest";
import { readStatusPages } from "#content-model/site/status-pages.server.ts";
import { admissionActionPath } from "#schemas/admission-posts.ts";
import { applicationStatusLink } from "#server/admissions/status/status-link.ts";
import { secretMarkOf, textAsSent } from "#server/mail/secret-mark.ts";
import { linkSealer } from "#server/mail/signed-links.ts";
import { multipartBody } from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp;
afterEach(async () => {
  await app?.cleanup();
});

const site = "http://localhost:3000";
const secret = "a-status-route-secret-of-32-characters";

const sparksAnswers: Record<string, string> = {
  "full-name": "Chiamaka Eze",
  email: "chiamaka@example.com",
  phone: "0803 123 4567",
  "date-of-birth": "2001-04-12",
  city: "Enugu",
  "learning-path": "Product design",
  "hours-per-week": "12",
  "own-laptop": "yes",
  "why-sparks": "I design in Figma on weekends and want to do it for a living.",
};

/** Applies to the Sparks call and returns the reference and the path of the mailed status link. */
async function apply(email = "chiamaka@example.com") {
  const { body, contentType } = multipartBody(
    Object.entries({ ...sparksAnswers, email }).map(([name, value]) => ({ name, value })),
  );
  const response = await app.inject({
    method: "POST",
    url: admissionActionPath("sparks-2024"),
    headers: { "content-type": contentType, origin: site, accept: "application/json" },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  const [reference = ""] = await app.admissions.repository.referencesOf(email);
  return { reference, path: await mailedStatusPath(email, "admission-confirmation") };
}

/** The path of the status link in the newest mail of that kind to the address. */
async function mailedStatusPath(
  email: string,
  kind: "admission-confirmation" | "admission-repeat",
) {
  const mail = await app.database.db
    .selectFrom("outbox_messages")
    .select(["kind", "text_body", "sealed_secret"])
    .where("to_address", "=", email)
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/api\/application-status\?token=\S+/.exec(
    textAsSent(mail, app.mailSecrets.open),
  )?.[0];
  if (!link) throw new Error(`the ${kind} mail has no status link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function press(path: string, intent?: string, origin = site) {
  return app.inject({
    method: "POST",
    url: path,
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    payload: intent ? `intent=${intent}` : "",
  });
}

async function history() {
  return app.database.db
    .selectFrom("admission_stage_changes")
    .select(["from_stage", "to_stage", "staff_id", "staff_email"])
    .execute();
}

/** A post of the Sparks form as a script sends it: its status code. */
async function applyAgain(email: string): Promise<number> {
  const { body, contentType } = multipartBody(
    Object.entries({ ...sparksAnswers, email }).map(([name, value]) => ({ name, value })),
  );
  const response = await app.inject({
    method: "POST",
    url: admissionActionPath("sparks-2024"),
    headers: { "content-type": contentType, origin: site, accept: "application/json" },
    payload: body,
  });
  return response.statusCode;
}

describe.each(testDatabases)("on %s", (kind) => {
  test("a withdrawal by the status link frees the address to apply to the call again; an application not withdrawn still keeps it at one", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    // A stranger applies with the owner's address; the owner gets the mail and its link.
    const { reference, path } = await apply("owner@example.com");
    // A repeat is answered as a new application (decision 250), and stores nothing.
    expect(await applyAgain("owner@example.com")).toBe(201);
    expect(await app.admissions.repository.referencesOf("owner@example.com")).toEqual([reference]);
    expect((await press(path, "withdraw-confirmed")).statusCode).toBe(200);
    expect(await applyAgain("owner@example.com")).toBe(201);
    const rows = await app.database.db
      .selectFrom("admission_applications")
      .select(["reference", "stage"])
      .where("email", "=", "owner@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reference).not.toBe(reference);
    expect(rows[0]?.stage).toBe("received");
    // The new application's confirmation, with its own status link, was mailed.
    const mails = await app.database.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("kind", "=", "admission-confirmation")
      .where("to_address", "=", "owner@example.com")
      .execute();
    expect(mails).toHaveLength(2);
    const [kept] = await app.admissions.repository.referencesOf("owner@example.com");
    expect(await applyAgain("owner@example.com")).toBe(201);
    expect(await app.admissions.repository.referencesOf("owner@example.com")).toEqual([kept]);
    // The withdrawn one's history went with it.
    expect(await history()).toEqual([]);
  });

  test("a repeat mails its address a fresh private link that opens the application it has", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    const { reference, path } = await apply();
    expect(await applyAgain("chiamaka@example.com")).toBe(201);
    const repeated = await mailedStatusPath("chiamaka@example.com", "admission-repeat");
    expect(repeated).not.toBe(path);
    const shown = await press(repeated);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(reference);
  });

  test("the mailed link shows only a button; the button shows the reference, the stage in words and the answers beside their questions", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    const { reference, path } = await apply();
    const opened = await app.inject({ method: "GET", url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<form method="post"');
    expect(opened.body).not.toContain(reference);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.headers["referrer-policy"]).toBe("no-referrer");
    expect(opened.headers["x-robots-tag"]).toContain("noindex");
    expect(opened.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(opened.headers["content-security-policy"]).toContain("default-src 'none'");

    const shown = await press(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(reference);
    expect(shown.body).toContain("Sparks 2024");
    expect(shown.body).toMatch(/data-stage="received">New</);
    expect(shown.body).toContain("The learning path you choose");
    expect(shown.body).toContain("Product design");
    expect(shown.body).toContain('value="withdraw"');
    expect(shown.headers["cache-control"]).toBe("no-store");
  });

  test("the confirmation's status link waits sealed in the outbox: the row holds the mark where the link goes, and no token", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    const { path } = await apply();
    const mail = await app.database.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("kind", "=", "admission-confirmation")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(mail)).not.toContain("token=");
    expect(mail.text_body).toContain(
      `private link (keep it to yourself; it works for a year):\n${secretMarkOf(String(mail.sealed_secret))}\n`,
    );
    expect(app.mailSecrets.open(String(mail.sealed_secret))).toContain(path);
  });

  test("withdrawing asks first, then moves the application once, in the history as the applicant's and in the audit log without personal data", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    const { reference, path } = await apply();
    const asked = await press(path, "withdraw");
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('value="withdraw-confirmed"');
    expect(await history()).toEqual([]);

    const withdrawn = await press(path, "withdraw-confirmed");
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.body).toMatch(/data-stage="withdrawn">Withdrew</);
    expect(withdrawn.body).not.toContain('value="withdraw"');
    expect(await history()).toEqual([
      {
        from_stage: "received",
        to_stage: "withdrawn",
        staff_id: null,
        staff_email: "The applicant, on their status page",
      },
    ]);
    const audit = await app.database.db.selectFrom("staff_audit_log").selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "application-withdrawn",
      actor_id: null,
      actor_email: null,
      target: `application:${reference}`,
      address: null,
    });
    expect(JSON.stringify(audit)).not.toContain("chiamaka");

    const again = await press(path, "withdraw-confirmed");
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("already ended");
    expect(await history()).toHaveLength(1);
  });

  test("an application the hub declined shows that it ended and offers no withdrawal", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    const { path } = await apply();
    await app.database.db
      .updateTable("admission_applications")
      .set({ stage: "declined" })
      .execute();
    const shown = await press(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toMatch(/data-stage="declined">Not selected</);
    expect(shown.body).not.toContain('value="withdraw"');
    expect((await press(path, "withdraw")).statusCode).toBe(409);
    expect((await press(path, "withdraw-confirmed")).statusCode).toBe(409);
    expect(await history()).toEqual([]);
  });

  test("a programme's own stage reads in its words, and one its programme no longer has still shows", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    const { path } = await apply();
    const at = (stage: string) =>
      app.database.db.updateTable("admission_applications").set({ stage }).execute();
    await at("virtual-interview");
    const sparks = await press(path);
    expect(sparks.statusCode).toBe(200);
    expect(sparks.body).toMatch(/data-stage="virtual-interview">Virtual interview</);
    expect(sparks.body).toContain("You are invited to a virtual interview.");
    // An editor removed the stage: its name is all there is to say, and withdrawing still works.
    await at("shortlisted");
    const removed = await press(path);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toMatch(/data-stage="shortlisted">shortlisted</);
    expect(removed.body).toContain('value="withdraw"');
    expect((await press(path, "withdraw-confirmed")).statusCode).toBe(200);
    expect(await history()).toMatchObject([{ from_stage: "shortlisted", to_stage: "withdrawn" }]);
  });

  test("a link sealed for one application and another address, or for an erased one, opens nothing", async () => {
    app = await createTestApp({ LINK_SIGNING_SECRET: secret }, kind);
    const { path } = await apply();
    const row = await app.database.db
      .selectFrom("admission_applications")
      .select("id")
      .executeTakeFirstOrThrow();
    const sealer = linkSealer(secret);
    const forged = new URL(
      applicationStatusLink(site, sealer, { id: Number(row.id), email: "someone@example.com" }),
    );
    const wrong = await app.inject({ method: "GET", url: `${forged.pathname}${forged.search}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("This link does not work");
    await app.erasePerson("chiamaka@example.com");
    expect((await press(path)).statusCode).toBe(400);
  });
});

test("a tampered or missing token is a 400 that says the link does not work, and changes nothing", async () => {
  app = await createTestApp({ LINK_SIGNING_SECRET: secret });
  const { path } = await apply();
  const tampered = path.replace(
    /token=(.)/,
    (_whole, first: string) => `token=${first === "A" ? "B" : "A"}`,
  );
  for (const response of [
    await app.inject({ method: "GET", url: tampered }),
    await app.inject({ method: "GET", url: "/api/application-status" }),
    await press(tampered, "withdraw-confirmed"),
  ]) {
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("This link does not work");
  }
  expect(await history()).toEqual([]);
});

test("a post from another site, or with an unknown button, is refused before anything is read", async () => {
  app = await createTestApp({ LINK_SIGNING_SECRET: secret });
  const { path } = await apply();
  expect((await press(path, "withdraw-confirmed", "https://evil.example")).statusCode).toBe(403);
  expect((await press(path, "erase")).statusCode).toBe(400);
  const json = await app.inject({
    method: "POST",
    url: path,
    headers: { origin: site, "content-type": "application/json" },
    payload: "{}",
  });
  expect(json.statusCode).toBe(415);
  expect(await history()).toEqual([]);
});

test("the page's presses are limited per client: past the limit it says to wait, as HTML with 429 and Retry-After, and nothing is read or changed", async () => {
  app = await createTestApp({ LINK_SIGNING_SECRET: secret, RATE_LIMIT_MAX: "2" });
  const { path, reference } = await apply();
  expect((await press(path)).statusCode).toBe(200);
  expect((await press(path, "withdraw")).statusCode).toBe(200);
  const refused = await press(path, "withdraw-confirmed");
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  expect(refused.headers["content-type"]).toContain("text/html");
  expect(refused.headers["cache-control"]).toBe("no-store");
  expect(refused.body).toContain(readStatusPages().tooManyRequests.title);
  expect(refused.body).not.toContain(reference);
  expect(await history()).toEqual([]);
});
