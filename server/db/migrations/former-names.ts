import { DEFAULT_MIGRATION_TABLE, type Kysely } from "kysely";
import { formerMigrationNames } from "#server/db/migrations/index.ts";

type MigrationRecords = { [DEFAULT_MIGRATION_TABLE]: { name: string } };

/**
 * Renames the records of a database migrated before the naming rule to the
 * names its migrations have now, so the migrator finds every one it ran and
 * runs none again. Every start asks; once renamed, nothing matches. A fresh
 * database has no records yet: the migrator makes the table.
 */
export async function renameFormerMigrations(db: Kysely<unknown>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some(({ name }) => name === DEFAULT_MIGRATION_TABLE)) return;
  await db
    .withTables<MigrationRecords>()
    .transaction()
    .execute(async (trx) => {
      for (const [former, name] of Object.entries(formerMigrationNames)) {
        await trx
          .updateTable(DEFAULT_MIGRATION_TABLE)
          .set({ name })
          .where("name", "=", former)
          .execute();
      }
    });
}
