import type { Kysely, Migration } from "kysely";
import type { SqlDialect } from "#server/db/sql-dialect.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
type AnyDb = Kysely<any>;

type Instalment = { invoice_id: number; part: number; due_on: string; amount_kobo: number };

/** A part of a schedule as its JSON was written (server/payments/invoice.ts in November 2026). */
type WrittenPart = { due?: unknown; amount?: unknown };

/**
 * The parts an invoice's standing counts, read from its schedule's JSON:
 * its instalments, or the whole fee when it has none. A part without a
 * date or a whole amount (never written) is left out rather than stopping
 * the service from starting.
 */
function instalmentsOf(invoiceId: number, schedule: string): Instalment[] {
  const written = JSON.parse(schedule) as { full?: WrittenPart; parts?: WrittenPart[] } | null;
  const parts =
    Array.isArray(written?.parts) && written.parts.length > 0
      ? written.parts
      : written?.full
        ? [written.full]
        : [];
  return parts.flatMap((part, index) =>
    typeof part?.due === "string" && Number.isSafeInteger(part.amount)
      ? [{ invoice_id: invoiceId, part: index, due_on: part.due, amount_kobo: Number(part.amount) }]
      : [],
  );
}

/**
 * Issue 35 (decision 231): each part of an invoice in a table of its own,
 * its due day and amount in kobo, so that where a cohort's invoices stand
 * today, the filter, the page and the totals are one query instead of a
 * pass in JavaScript over every invoice's schedule. The invoices issued
 * before are filled from their schedules here. SQLite runs a migration
 * outside a transaction: the table and its rows are one here, and a run cut
 * off before the migrator records it runs again whole.
 */
export const paymentInstalments = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    const fill = async (tx: AnyDb) => {
      await tx.schema
        .createTable("payment_instalments")
        .ifNotExists()
        .addColumn("invoice_id", "integer", (column) =>
          column.notNull().references("payment_invoices.id"),
        )
        .addColumn("part", "integer", (column) => column.notNull())
        .addColumn("due_on", "text", (column) => column.notNull())
        .addColumn("amount_kobo", "integer", (column) => column.notNull())
        .addPrimaryKeyConstraint("payment_instalments_key", ["invoice_id", "part"])
        .execute();
      const invoices: { id: number; schedule: string }[] = await tx
        .selectFrom("payment_invoices")
        .select(["id", "schedule"])
        .orderBy("id")
        .execute();
      const rows = invoices.flatMap((invoice) => instalmentsOf(invoice.id, invoice.schedule));
      for (let start = 0; start < rows.length; start += 500) {
        await tx
          .insertInto("payment_instalments")
          .values(rows.slice(start, start + 500))
          .onConflict((conflict) => conflict.columns(["invoice_id", "part"]).doNothing())
          .execute();
      }
    };
    // PostgreSQL's migrator runs each migration in a transaction already.
    if (dialect === "sqlite") await db.transaction().execute(fill);
    else await fill(db);
  },
});
