import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Issue 35: the one-time token of the staff form that recorded a payment.
 * The invoice page draws each recording form with a fresh token; unique
 * here, so a form sent twice (a double press, a browser resending the
 * POST, two at once) records one payment (docs/decisions/215-…). Null for
 * Paystack's charges and the JSON call, which have their own keys. A
 * unique index rather than a constraint: SQLite adds no constraint to an
 * existing table, and both databases let nulls repeat in a unique index.
 */
export const paymentFormTokens: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("payment_records").addColumn("form_token", "text").execute();
    await db.schema
      .createIndex("payment_records_form_token")
      .unique()
      .on("payment_records")
      .column("form_token")
      .execute();
  },
};
