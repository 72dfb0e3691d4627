import { type Kysely, sql } from "kysely";
import { leadTables } from "#server/db/lead-tables.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/**
 * In the transaction that deletes leads (an erasure, the retention rule): the
 * notes staff wrote about them ("Called her: wants the December camp") and
 * the record of whom they were mailed to go with them, so an erased person
 * leaves nothing the inbox wrote about them. Returns how many notes went.
 */
export async function deleteFollowUpOfGoneLeads(db: Kysely<LeadsDatabase>): Promise<number> {
  let notes = 0;
  for (const [kind, table] of Object.entries(leadTables)) {
    const gone = (target: string) =>
      sql`delete from ${sql.table(target)} where lead_kind = ${kind} and not exists
        (select 1 from ${sql.table(table)} as lead where lead.id = ${sql.ref(`${target}.lead_id`)})`;
    const result = await gone("lead_notes").execute(db);
    notes += Number(result.numAffectedRows ?? 0);
    await gone("lead_alert_deliveries").execute(db);
  }
  return notes;
}
