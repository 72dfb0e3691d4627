import { type Insertable, type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { migrationProvider } from "#server/db/migrations/index.ts";
import type { LeadsDatabase, OutboxMessagesTable, OutboxStatus } from "#server/db/schema.ts";
import type { SqlDialect } from "#server/db/sql-dialect.ts";
import { testDatabases } from "#tests/support/test-app.ts";
import { unmigratedTestDatabase } from "#tests/support/unmigrated-test-database.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database of the kind, opened without migrating it. */
async function openEmpty(kind: SqlDialect): Promise<Kysely<LeadsDatabase>> {
  const { db, remove } = await unmigratedTestDatabase(kind);
  cleanups.push(remove);
  return db;
}

/** An outbox row as the previous release wrote it: no send_priority. */
const mail = (
  kind: OutboxMessagesTable["kind"],
  status: OutboxStatus,
  to: string,
): Insertable<OutboxMessagesTable> => ({
  kind,
  to_address: to,
  subject: "Subject",
  text_body: "Body",
  attachment_name: null,
  status,
  attempts: 0,
  next_attempt_at: "2026-11-27T10:00:00.000Z",
  created_at: "2026-11-27T09:00:00.000Z",
});

describe.each(testDatabases)("the mail send priority migration on %s", (kind) => {
  test("queued visitor mail from before keeps its place in the first turn; staff mail and sent mail stay outside the budget", async () => {
    const db = await openEmpty(kind);
    const migrator = new Migrator({ db, provider: migrationProvider(kind) });
    const before = await migrator.migrateTo("2026-11-26-003-search-index-no-pending-list");
    expect(before.error).toBeUndefined();
    await db
      .insertInto("outbox_messages")
      .values([
        mail("brochure", "queued", "parent@example.com"),
        mail("confirmation", "queued", "signup@example.com"),
        // A notification to staff (staff sign-in mail queued then is purged by 012).
        mail("contact-notification", "queued", "staff@enugutechhub.ng"),
        mail("confirmation", "sent", "old@example.com"),
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db
      .selectFrom("outbox_messages")
      .select(["to_address", "send_priority"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { to_address: "parent@example.com", send_priority: 1 },
      { to_address: "signup@example.com", send_priority: 1 },
      { to_address: "staff@enugutechhub.ng", send_priority: 0 },
      { to_address: "old@example.com", send_priority: 0 },
    ]);
    // Mail inserted afterwards without a priority (staff mail) is outside the budget.
    await db
      .insertInto("outbox_messages")
      .values(mail("staff-invitation", "queued", "new@enugutechhub.ng"))
      .execute();
    const staff = await db
      .selectFrom("outbox_messages")
      .select("send_priority")
      .where("to_address", "=", "new@enugutechhub.ng")
      .executeTakeFirstOrThrow();
    expect(staff.send_priority).toBe(0);
  });
});
