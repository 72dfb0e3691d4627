import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { createDatabase } from "#server/db/database.ts";
import { mailHourlySends } from "#server/db/mail-send-budget.ts";
import { migrationProvider } from "#server/db/migrations/index.ts";
import { outboxRepository } from "#server/db/outbox-repository.ts";
import { mailSecrets } from "#server/mail/mail-secrets.ts";
import { createOutboxWorker } from "#server/mail/outbox-worker.ts";
import { secretMarkOf, textAsSent } from "#server/mail/secret-mark.ts";
import { sendBudget } from "#server/mail/send-budget.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { createPaystackTestApp } from "#tests/support/paystack-test-app.ts";
import { startSmtpServer } from "#tests/support/smtp-test-server.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: StaffTestApp | undefined;
let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

const secret = "a-staff-secret-of-at-least-32-characters";
const silentLog = { info() {}, warn() {}, error() {} } as never;

async function staffMails() {
  return (t as StaffTestApp).site.database.db
    .selectFrom("outbox_messages")
    .select(["kind", "subject", "text_body", "sealed_secret", "status"])
    .where("kind", "in", ["staff-sign-in-code", "staff-invitation"])
    .orderBy("id")
    .execute();
}

/** Sends what is queued through an SMTP server of the test's own; resolves with the raw mails. */
async function sendQueuedMail(app: StaffTestApp) {
  const received: string[] = [];
  const smtp = await startSmtpServer(received);
  cleanups.push(smtp.close);
  const worker = createOutboxWorker({
    outbox: app.site.outbox,
    budget: sendBudget(mailHourlySends(app.site.database), app.site.config.MAIL_HOURLY_BUDGET),
    backlogWarning: app.site.config.MAIL_HOURLY_BUDGET,
    smtpUrl: smtp.url,
    mailFrom: "Hub <hello@enugutechhub.ng>",
    siteDir: app.site.config.SITE_DIR,
    pollMs: 50,
    log: silentLog,
    openSecret: app.site.mailSecrets.open,
  });
  await worker.runOnce();
  await worker.stop();
  return received;
}

describe.each(testDatabases)("staff mail on %s", (kind) => {
  test("a sign-in code is in no subject, only sealed while its mail waits, and nowhere once it is sent", async () => {
    t = await createStaffTestApp({ STAFF_AUTH_SECRET: secret }, kind);
    const person = await t.personWithRole("staff");
    await t.site.database.db.deleteFrom("outbox_messages").execute();
    await t.staff.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      headers: { origin: t.origin },
      payload: { email: person.email, type: "sign-in" },
    });
    const code = String(await t.latestCode(person.email));
    expect(code).toMatch(/^\d{6}$/);
    const [waiting] = await staffMails();
    expect(waiting?.subject).toBe("Your staff sign-in code");
    expect(JSON.stringify(waiting)).not.toContain(code);
    expect(waiting?.sealed_secret).toMatch(/^v1\./);
    // Sealed under STAFF_AUTH_SECRET, which is not in the database: another key opens nothing.
    expect(() =>
      mailSecrets("some-other-secret-of-32-characters-long").open(waiting?.sealed_secret ?? ""),
    ).toThrow();

    const received = await sendQueuedMail(t);
    expect(received.join()).toContain(`Your sign-in code: ${code}`);
    const [sent] = await staffMails();
    expect(sent).toMatchObject({ status: "sent", sealed_secret: null });
    expect(JSON.stringify(sent)).not.toContain(code);
    if (kind === "sqlite") {
      // Not in the database's files either: the sealed page's old copy in the WAL is gone.
      const file = t.site.config.SQLITE_PATH;
      const sealed = String(waiting?.sealed_secret);
      for (const path of [file, `${file}-wal`].filter((path) => existsSync(path))) {
        expect(readFileSync(path).includes(sealed), path).toBe(false);
      }
    }
  });

  test("an invitation's link is sent, then gone from the outbox, so a backup taken later cannot enrol", async () => {
    t = await createStaffTestApp({ STAFF_AUTH_SECRET: secret }, kind);
    const admin = await t.personWithRole("admin");
    const invited = await t.staff.inject({
      method: "POST",
      url: "/api/people",
      headers: { origin: t.origin, cookie: admin.cookie },
      payload: { email: "new@hub.example", role: "editor" },
    });
    expect(invited.statusCode).toBe(201);
    const link = String(
      (await t.latestMail("new@hub.example", "staff-invitation"))?.match(/\S+\/enrol#\S+/)?.[0],
    );
    const received = await sendQueuedMail(t);
    expect(received.join().replace(/=\r\n/g, "")).toContain(link.slice(-20));
    const rows = await t.site.database.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("to_address", "=", "new@hub.example")
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.split("#")[1]);
    expect(rows[0]?.sealed_secret).toBeNull();
  });
});

describe.each(testDatabases)("a parent's mail on %s", (kind) => {
  test("the payment and receipt links wait sealed beside the text, are sent in place, and are gone from the outbox once sent", async () => {
    const parent = await createPaystackTestApp({ kind, env: { STAFF_AUTH_SECRET: secret } });
    cleanups.push(parent.cleanup);
    const checkout = await parent.checkout(7_500_000);
    await parent.app.inject({
      url: parent.callbackPath(await parent.standIn.payAt(checkout.headers.location as string)),
    });
    const rows = async () =>
      parent.app.database.db
        .selectFrom("outbox_messages")
        .selectAll()
        .where("kind", "in", ["payment-offer", "payment-receipt"])
        .orderBy("id")
        .execute();
    const waiting = await rows();
    expect(waiting.map((row) => row.kind)).toEqual(["payment-offer", "payment-receipt"]);
    const links = waiting.map((row) => /\S+\?token=\S+/.exec(parent.sentText(row))?.[0] ?? "");
    for (const [index, row] of waiting.entries()) {
      expect(JSON.stringify(row), row.kind).not.toContain("token=");
      expect(row.text_body, row.kind).toContain(secretMarkOf(String(row.sealed_secret)));
      expect(row.sealed_secret, row.kind).toMatch(/^v1\./);
      expect(links[index], row.kind).toMatch(/^https?:\/\//);
      // Sealed under STAFF_AUTH_SECRET, which is not in the database: another key opens nothing.
      expect(() =>
        mailSecrets("some-other-secret-of-32-characters-long").open(String(row.sealed_secret)),
      ).toThrow();
    }

    const received: string[] = [];
    const smtp = await startSmtpServer(received);
    cleanups.push(smtp.close);
    const worker = createOutboxWorker({
      outbox: parent.app.outbox,
      budget: sendBudget(mailHourlySends(parent.app.database), 1_000),
      backlogWarning: 1_000,
      smtpUrl: smtp.url,
      mailFrom: "Hub <hello@enugutechhub.ng>",
      siteDir: parent.app.config.SITE_DIR,
      pollMs: 50,
      log: silentLog,
      openSecret: parent.app.mailSecrets.open,
    });
    await worker.runOnce();
    await worker.stop();
    const unfolded = received.join().replace(/=\r\n/g, "").replace(/=3D/g, "=");
    for (const link of links) expect(unfolded).toContain(new URL(link).searchParams.get("token"));
    const sent = await rows();
    expect(sent.map((row) => [row.status, row.sealed_secret])).toEqual([
      ["sent", null],
      ["sent", null],
    ]);
    expect(JSON.stringify(sent)).not.toContain("token=");
  });
});

describe.each(testDatabases)("the upgrade on %s", (kind) => {
  test("deletes the staff mails written before, which kept their code or link in the text, and keeps visitors' mail", async () => {
    let url: string;
    let dialect: PostgresDialect | SqliteDialect;
    if (kind === "postgres") {
      const postgres = await freshPostgresDatabase(process.env.DATABASE_URL as string, "mail_up");
      cleanups.push(postgres.drop);
      url = postgres.url;
      dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) });
    } else {
      const directory = mkdtempSync(join(tmpdir(), "staff-mail-up-"));
      cleanups.push(async () => rmSync(directory, { recursive: true, force: true }));
      url = join(directory, "leads.db");
      dialect = new SqliteDialect({ database: new SQLite(url) });
    }
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before this migration
    const before = new Kysely<any>({ dialect });
    await new Migrator({ db: before, provider: migrationProvider(kind) }).migrateTo(
      "2026-11-27-011-staff-sign-in-attempts",
    );
    const row = (kind: string, subject: string, text: string) => ({
      kind,
      to_address: "someone@hub.example",
      subject,
      text_body: text,
      status: "sent",
      attempts: 1,
      next_attempt_at: "2026-11-26T10:00:00.000Z",
      created_at: "2026-11-26T10:00:00.000Z",
    });
    await before
      .insertInto("outbox_messages")
      .values([
        row("staff-sign-in-code", "Your staff sign-in code: 004582", "Your code is 004582."),
        row("staff-invitation", "You are invited", "http://staff/enrol#secret-token"),
        row("brochure", "Your brochure", "Here it is."),
      ])
      .execute();
    await before.destroy();

    const database = await createDatabase(
      kind === "postgres" ? { SQLITE_PATH: "", DATABASE_URL: url } : { SQLITE_PATH: url },
    );
    cleanups.unshift(() => database.close());
    const kinds = await database.db.selectFrom("outbox_messages").select("kind").execute();
    expect(kinds.map((mail) => mail.kind)).toEqual(["brochure"]);
  });
});

describe.each(testDatabases)("the upgrade to sealed visitor links on %s", (kind) => {
  test("blanks the links of status, payment and receipt mails already sent or given up, and the service seals those still waiting as it starts", async () => {
    let url: string;
    let dialect: PostgresDialect | SqliteDialect;
    if (kind === "postgres") {
      const postgres = await freshPostgresDatabase(process.env.DATABASE_URL as string, "links_up");
      cleanups.push(postgres.drop);
      url = postgres.url;
      dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) });
    } else {
      const directory = mkdtempSync(join(tmpdir(), "links-up-"));
      cleanups.push(async () => rmSync(directory, { recursive: true, force: true }));
      url = join(directory, "leads.db");
      dialect = new SqliteDialect({ database: new SQLite(url) });
    }
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before this migration
    const before = new Kysely<any>({ dialect });
    await new Migrator({ db: before, provider: migrationProvider(kind) }).migrateTo(
      "2026-11-28-900-payment-form-tokens",
    );
    const link = (path: string) =>
      `https://hub.example${path}?token=a-working-token-${path.length}`;
    const row = (kind: string, status: string, text: string) => ({
      kind,
      to_address: "parent@example.com",
      subject: "A mail",
      text_body: text,
      status,
      attempts: status === "queued" ? 0 : 1,
      next_attempt_at: "2026-11-28T10:00:00.000Z",
      created_at: "2026-11-28T10:00:00.000Z",
    });
    const status = link("/api/application-status");
    const offer = link("/api/payments/invoice");
    const receipt = link("/api/payments/invoice/receipt.pdf");
    const unsubscribe = link("/api/mailing-list/unsubscribe");
    await before
      .insertInto("outbox_messages")
      .values([
        row("payment-offer", "sent", `Open this private link:\n${offer}\nThanks.`),
        row("payment-receipt", "failed", `Your receipt:\n${receipt}`),
        row("admission-confirmation", "queued", `Your status:\n${status}\nThe team`),
        row("brochure", "sent", `Here it is.\n--\nTo stop all mail, open:\n${unsubscribe}`),
      ])
      .execute();
    await before.destroy();

    const database = await createDatabase(
      kind === "postgres" ? { SQLITE_PATH: "", DATABASE_URL: url } : { SQLITE_PATH: url },
    );
    cleanups.unshift(() => database.close());
    const texts = async () =>
      (
        await database.db
          .selectFrom("outbox_messages")
          .select(["text_body", "sealed_secret"])
          .orderBy("id")
          .execute()
      ).map((mail) => [mail.text_body, mail.sealed_secret]);
    const waiting = `Your status:\n${status}\nThe team`;
    // A mail already sent keeps a mark in its link's place, and nothing to open there.
    expect(await texts()).toEqual([
      ["Open this private link:\n{{secret}}\nThanks.", null],
      ["Your receipt:\n{{secret}}", null],
      [waiting, null],
      // An unsubscribe link only stops mail: it stays, as the List-Unsubscribe header needs it.
      [`Here it is.\n--\nTo stop all mail, open:\n${unsubscribe}`, null],
    ]);

    const secrets = mailSecrets(secret);
    const outbox = outboxRepository(database);
    expect(await outbox.sealWaitingLinks(secrets)).toBe(1);
    const [, , sealed] = await database.db
      .selectFrom("outbox_messages")
      .select(["text_body", "sealed_secret"])
      .orderBy("id")
      .execute();
    expect(sealed?.text_body).toBe(
      `Your status:\n${secretMarkOf(String(sealed?.sealed_secret))}\nThe team`,
    );
    expect(
      textAsSent(
        {
          kind: "admission-confirmation",
          text_body: String(sealed?.text_body),
          sealed_secret: sealed?.sealed_secret ?? null,
        },
        secrets.open,
      ),
    ).toBe(waiting);
    // The next start finds nothing left to seal.
    expect(await outbox.sealWaitingLinks(secrets)).toBe(0);
  });
});
