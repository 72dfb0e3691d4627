import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

/**
 * Decision 239: a second press of the same Pay button sends the parent to
 * the checkout already open for that invoice and amount, so its Paystack
 * address is kept with it (null while Paystack is still being asked, and for
 * checkouts opened before). Found by invoice, hence the index.
 */
export const checkoutAddresses: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("payment_checkouts").addColumn("checkout_url", "text").execute();
    await db.schema
      .createIndex("payment_checkouts_invoice")
      .ifNotExists()
      .on("payment_checkouts")
      .columns(["invoice_id", "created_at"])
      .execute();
  },
};
