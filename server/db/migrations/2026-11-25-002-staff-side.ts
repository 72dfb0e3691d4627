import { type Kysely, type Migration, sql } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * The staff side (issue 21): better-auth's tables under staff_ names (the
 * columns are the ones its schema generator gives for the passkey and
 * email-OTP plugins and a role field), the audit log, who handled each lead,
 * and the indexes the inbox's newest-first keyset pages need.
 */
export const staffSide = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const time = dialect === "postgres" ? sql`timestamptz` : sql`date`;
    const flag = dialect === "postgres" ? sql`boolean` : sql`integer`;
    await sql`create table staff_user (
      "id" text not null primary key, "name" text not null, "email" text not null unique,
      "emailVerified" ${flag} not null, "image" text, "createdAt" ${time} not null,
      "updatedAt" ${time} not null, "role" text not null)`.execute(db);
    await sql`create table staff_session (
      "id" text not null primary key, "expiresAt" ${time} not null, "token" text not null unique,
      "createdAt" ${time} not null, "updatedAt" ${time} not null, "ipAddress" text,
      "userAgent" text,
      "userId" text not null references staff_user ("id") on delete cascade)`.execute(db);
    await sql`create table staff_account (
      "id" text not null primary key, "accountId" text not null, "providerId" text not null,
      "userId" text not null references staff_user ("id") on delete cascade,
      "accessToken" text, "refreshToken" text, "idToken" text,
      "accessTokenExpiresAt" ${time}, "refreshTokenExpiresAt" ${time}, "scope" text,
      "password" text, "createdAt" ${time} not null, "updatedAt" ${time} not null)`.execute(db);
    await sql`create table staff_verification (
      "id" text not null primary key, "identifier" text not null, "value" text not null,
      "expiresAt" ${time} not null, "createdAt" ${time} not null,
      "updatedAt" ${time} not null)`.execute(db);
    await sql`create table staff_passkey (
      "id" text not null primary key, "name" text, "publicKey" text not null,
      "userId" text not null references staff_user ("id") on delete cascade,
      "credentialID" text not null, "counter" integer not null, "deviceType" text not null,
      "backedUp" ${flag} not null, "transports" text, "createdAt" ${time},
      "aaguid" text)`.execute(db);
    await sql`create index staff_session_user on staff_session ("userId")`.execute(db);
    await sql`create index staff_account_user on staff_account ("userId")`.execute(db);
    await sql`create index staff_verification_identifier on staff_verification ("identifier")`.execute(
      db,
    );
    await sql`create index staff_passkey_user on staff_passkey ("userId")`.execute(db);
    await sql`create index staff_passkey_credential on staff_passkey ("credentialID")`.execute(db);

    const id = (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
      dialect === "postgres"
        ? table.addColumn("id", "integer", (column) =>
            column.primaryKey().generatedByDefaultAsIdentity(),
          )
        : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
    // Who did what, when, from where; never lead content (issue 21, "Audit log").
    await id(db.schema.createTable("staff_audit_log"))
      .addColumn("at", "text", (column) => column.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor_email", "text")
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("target", "text")
      .addColumn("detail", "text")
      .addColumn("address", "text")
      .execute();
    await db.schema
      .createIndex("staff_audit_log_at")
      .on("staff_audit_log")
      .columns(["at", "id"])
      .execute();

    for (const table of ["contact_messages", "brochure_requests", "mailing_list_signups"]) {
      await db.schema.alterTable(table).addColumn("handled_at", "text").execute();
      await db.schema.alterTable(table).addColumn("handled_by", "text").execute();
      await db.schema
        .createIndex(`${table}_newest`)
        .on(table)
        .columns(["created_at desc", "id desc"])
        .execute();
    }
  },
});
