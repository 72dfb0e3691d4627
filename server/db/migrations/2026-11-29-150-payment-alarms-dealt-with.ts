import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Decision 240: staff mark an alarm dealt with (a refund made in the
 * dashboard, a charge looked up), so the open alarms are the ones still to
 * do. When and by whom (a staff address, as a payment's `recorded_by`);
 * null while it is open.
 */
export const paymentAlarmsDealtWith: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("payment_alarms").addColumn("dealt_with_at", "text").execute();
    await db.schema.alterTable("payment_alarms").addColumn("dealt_with_by", "text").execute();
  },
};
