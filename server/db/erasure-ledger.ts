import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database, DatabaseSettings } from "#server/db/database.ts";
import type { ErasuresTable, LeadsDatabase } from "#server/db/schema.ts";
import { isMissingTable, withUnmigratedDatabase } from "#server/db/unmigrated-database.ts";

export type Erasure = ErasuresTable;

/**
 * An erased address as the ledger keeps it: its SHA-256, never the address.
 * Enough to recognise the address in a restored backup; anyone holding the
 * database can test a guess against it, which is why an entry lives only as
 * long as a backup may hold the person (docs/decisions/150-erasure-leaves-no-trace.md).
 */
export function addressHash(address: string): string {
  return createHash("sha256").update(`erasure:${address.trim().toLowerCase()}`).digest("hex");
}

/** Part of an erasure, in its transaction: who was erased, and when. */
export async function recordErasure(
  db: Kysely<LeadsDatabase>,
  address: string,
  at: string,
): Promise<void> {
  await db
    .insertInto("erasures")
    .values({ address_hash: addressHash(address), erased_at: at })
    .onConflict((conflict) => conflict.column("address_hash").doUpdateSet({ erased_at: at }))
    .execute();
}

/** Where a person's address sits in the tables, for finding the erased ones in a restored copy. */
const addressColumns = [
  ["mailing_list_signups", "email"],
  ["contact_messages", "email"],
  ["brochure_requests", "email"],
  ["talent_applications", "email"],
  ["hiring_requests", "email"],
  ["admission_applications", "email"],
  ["waitlist_entries", "email"],
  ["outbox_messages", "to_address"],
  ["mail_recipient_caps", "address"],
] as const;

export function erasureLedger({ db }: Pick<Database, "db">) {
  return {
    /** Adds the erasures another copy of the database recorded; the later time stands. */
    async merge(erasures: readonly Erasure[]): Promise<void> {
      for (const erasure of erasures) {
        await db
          .insertInto("erasures")
          .values(erasure)
          .onConflict((conflict) =>
            conflict
              .column("address_hash")
              .doUpdateSet({ erased_at: erasure.erased_at })
              .where("erasures.erased_at", "<", erasure.erased_at),
          )
          .execute();
      }
    },

    /** The addresses this database holds that `erasures` name. */
    async addressesAmong(erasures: readonly Erasure[]): Promise<string[]> {
      const hashes = new Set(erasures.map((erasure) => erasure.address_hash));
      if (hashes.size === 0) return [];
      const selects = addressColumns.map(
        ([table, column]) =>
          sql`select distinct ${sql.ref(column)} as address from ${sql.table(table)}`,
      );
      const { rows } = await sql<{ address: string }>`${sql.join(selects, sql` union `)}`.execute(
        db,
      );
      return rows.map((row) => row.address).filter((address) => hashes.has(addressHash(address)));
    },

    /** Forgets the erasures recorded before `before`, once no backup can hold those people. */
    async prune(before: Date): Promise<number> {
      const result = await db
        .deleteFrom("erasures")
        .where("erased_at", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The erasures the database the settings name recorded, read without migrating it. */
export async function erasuresIn(settings: DatabaseSettings): Promise<Erasure[]> {
  const erasures = await withUnmigratedDatabase(settings, (db) =>
    db
      .selectFrom("erasures")
      .selectAll()
      .execute()
      .catch((error: unknown) => {
        // A database of a release before the ledger, or an empty one.
        if (isMissingTable(error)) return [];
        throw error;
      }),
  );
  return erasures ?? [];
}
