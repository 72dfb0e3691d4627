import { type ExpressionBuilder, sql } from "kysely";
import { endedStages } from "#schemas/admission-stages.ts";
import { type InvoiceStanding, invoiceStandings } from "#schemas/staff-payments.ts";
import type { Database } from "#server/db/database.ts";
import type { LeadsDatabase } from "#server/db/schema.ts";

/** One invoice of a cohort, in kobo, as the cohort's page and export show it. */
export type LedgerLine = {
  id: number;
  applicationId: number;
  reference: string;
  total: number;
  /** What came in less refunds. */
  paid: number;
  outstanding: number;
  /** What fell due before the day and was not paid: what to chase now. */
  overdue: number;
  /** The due day (YYYY-MM-DD) of the first part not yet covered by what was paid that is still ahead (today included); null when none is. */
  nextDue: string | null;
  standing: InvoiceStanding;
  issuedAt: string;
};

/** A cohort at a glance: how many invoices stand each way, what was collected and what is outstanding. */
export type LedgerTotals = {
  invoices: number;
  counts: Record<InvoiceStanding, number>;
  collected: number;
  outstanding: number;
};

/** A slice of a call's invoices, oldest first: `limit` of them after the first `offset`. */
export type LedgerPage = { offset: number; limit: number };

/** The invoices of one standing, or all; one page of them, or all. */
export type LedgerFilter = { standing?: InvoiceStanding; page?: LedgerPage };

/**
 * A cohort's ledger asked of the database (decision 231): where each
 * invoice of a call stands on a day, the rule of invoiceStanding
 * (server/payments/invoice-standing.ts) in SQL over the parts stored with
 * each invoice (payment_instalments). The standing, the filter, the page
 * and the totals are worked out by the database, so a request reads the
 * lines it shows and four rows of totals, not every invoice of the call.
 * One query text serves SQLite and PostgreSQL.
 */
export function paymentLedger({ db }: Pick<Database, "db">) {
  /**
   * Each invoice of the call (or of one page of it, by id) with what came
   * in less refunds and what fell due before `today`, then where it stands
   * and what is outstanding: its id and figures only, the columns the
   * totals need; `lines` reads the rest for the lines it returns. The
   * payments are summed per invoice before the join, the parts due in it.
   */
  function ledger(call: string, today: string, page?: LedgerPage) {
    /** The ids of the page's invoices: its slice of the call's, by id. */
    const paged = db
      .selectFrom("payment_invoices as paged")
      .select("paged.id")
      .where("paged.call", "=", call)
      .orderBy("paged.id")
      .limit(page?.limit ?? 0)
      .offset(page?.offset ?? 0);
    return db
      .with("paid", (db) =>
        db
          .selectFrom("payment_records as record")
          .innerJoin("payment_invoices as paid_invoice", "paid_invoice.id", "record.invoice_id")
          .where("paid_invoice.call", "=", call)
          .$if(page !== undefined, (query) => query.where("record.invoice_id", "in", paged))
          .groupBy("record.invoice_id")
          .select((eb) => [
            "record.invoice_id",
            eb.fn
              .sum<number | string>(
                eb
                  .case()
                  .when("record.method", "=", "refund")
                  .then(eb.neg(eb.ref("record.amount_kobo")))
                  .else(eb.ref("record.amount_kobo"))
                  .end(),
              )
              .as("paid"),
          ]),
      )
      .with("sums", (db) =>
        db
          .selectFrom("payment_invoices as invoice")
          .leftJoin("payment_instalments as part", (join) =>
            join.onRef("part.invoice_id", "=", "invoice.id").on("part.due_on", "<", today),
          )
          .leftJoin("paid", "paid.invoice_id", "invoice.id")
          .leftJoin(
            "admission_applications as application",
            "application.id",
            "invoice.application_id",
          )
          .where("invoice.call", "=", call)
          .$if(page !== undefined, (query) => query.where("invoice.id", "in", paged))
          // The invoice's total follows from its id, its primary key, on both databases;
          // the application's stage does not (another table's column), so it is grouped too.
          .groupBy(["invoice.id", "application.stage"])
          .select((eb) => [
            "invoice.id",
            "invoice.total_kobo",
            // An erased application (no row) has no stage and has not ended.
            eb
              .case()
              .when("application.stage", "in", endedStages)
              .then(sql.lit(1))
              .else(sql.lit(0))
              .end()
              .as("ended"),
            // One row of `paid` per invoice, repeated on each of its parts.
            eb.fn.coalesce(eb.fn.max("paid.paid"), sql.lit(0)).as("paid"),
            eb.fn.coalesce(eb.fn.sum<number | string>("part.amount_kobo"), sql.lit(0)).as("due"),
          ]),
      )
      .with("ledger", (db) =>
        db.selectFrom("sums").select((eb) => [
          "sums.id",
          "sums.total_kobo",
          "sums.paid",
          standingSql(eb).as("standing"),
          eb
            .case()
            // An ended place owes nothing; what was paid for it is to be refunded, not chased.
            .when("sums.ended", "=", sql.lit(1))
            .then(sql.lit(0))
            .when("sums.paid", "<", eb.ref("sums.total_kobo"))
            .then(sql<number>`${eb.ref("sums.total_kobo")} - ${eb.ref("sums.paid")}`)
            .else(sql.lit(0))
            .end()
            .as("outstanding"),
          eb
            .case()
            .when("sums.ended", "=", sql.lit(1))
            .then(sql.lit(0))
            .when("sums.paid", "<", eb.ref("sums.due"))
            .then(sql<number>`${eb.ref("sums.due")} - ${eb.ref("sums.paid")}`)
            .else(sql.lit(0))
            .end()
            .as("overdue"),
        ]),
      );
  }

  return {
    /** The call's totals on `today` (YYYY-MM-DD): one grouped query, four rows at most. */
    async totals(call: string, today: string): Promise<LedgerTotals> {
      const rows = await ledger(call, today)
        .selectFrom("ledger")
        .select((eb) => [
          "ledger.standing",
          eb.fn.countAll<number | string>().as("invoices"),
          eb.fn.sum<number | string>("ledger.paid").as("collected"),
          eb.fn.sum<number | string>("ledger.outstanding").as("outstanding"),
        ])
        .groupBy("ledger.standing")
        .execute();
      const totals: LedgerTotals = {
        invoices: 0,
        counts: Object.fromEntries(invoiceStandings.map((standing) => [standing, 0])) as Record<
          InvoiceStanding,
          number
        >,
        collected: 0,
        outstanding: 0,
      };
      for (const row of rows) {
        totals.counts[row.standing] = Number(row.invoices);
        totals.invoices += Number(row.invoices);
        totals.collected += Number(row.collected);
        totals.outstanding += Number(row.outstanding);
      }
      return totals;
    },

    /** The call's invoices oldest first on `today`: those of one standing, or all; a page of them when asked. */
    async lines(call: string, today: string, filter: LedgerFilter = {}): Promise<LedgerLine[]> {
      const { standing, page } = filter;
      // Of every standing, a page is the call's next invoices by id: only they are summed.
      const chosen = ledger(call, today, standing === undefined ? page : undefined)
        .selectFrom("ledger")
        .selectAll()
        .$if(standing !== undefined, (query) =>
          query
            .where("ledger.standing", "=", standing as InvoiceStanding)
            .orderBy("ledger.id")
            .$if(page !== undefined, (query) =>
              query.limit(page?.limit ?? 0).offset(page?.offset ?? 0),
            ),
        );
      // The lines' other columns are read for the lines chosen alone.
      const rows = await db
        .selectFrom(chosen.as("line"))
        .innerJoin("payment_invoices as invoice", "invoice.id", "line.id")
        .select([
          "line.id",
          "invoice.application_id",
          "invoice.reference",
          "line.total_kobo",
          "invoice.created_at",
          "line.paid",
          "line.standing",
          "line.outstanding",
          "line.overdue",
        ])
        .orderBy("line.id")
        .execute();
      const parts =
        rows.length === 0
          ? []
          : await db
              .selectFrom("payment_instalments")
              .select(["invoice_id", "due_on", "amount_kobo"])
              .where(
                "invoice_id",
                "in",
                rows.map((row) => row.id),
              )
              .orderBy("invoice_id")
              .orderBy("due_on")
              .orderBy("part")
              .execute();
      const partsOf = new Map<number, typeof parts>();
      for (const part of parts) {
        partsOf.set(part.invoice_id, [...(partsOf.get(part.invoice_id) ?? []), part]);
      }
      /**
       * The first part, by due day, that what was paid does not cover and that
       * falls due today or later: a part already late is in `overdue`, and
       * "next due" a day past read as a slip (second walk, 2026-11-29).
       */
      const nextDue = (row: (typeof rows)[number]): string | null => {
        if (row.standing === "withdrawn") return null;
        let covered = 0;
        for (const part of partsOf.get(row.id) ?? []) {
          covered += Number(part.amount_kobo);
          if (covered > Number(row.paid) && part.due_on >= today) return part.due_on;
        }
        return null;
      };
      return rows.map((row) => ({
        id: row.id,
        applicationId: row.application_id,
        reference: row.reference,
        total: Number(row.total_kobo),
        paid: Number(row.paid),
        outstanding: Number(row.outstanding),
        overdue: Number(row.overdue),
        nextDue: nextDue(row),
        standing: row.standing,
        issuedAt: row.created_at,
      }));
    },
  };
}

type SumsRow = {
  sums: { total_kobo: number; ended: number; paid: number | string; due: number | string };
};

/**
 * invoiceStanding's rule: paid in full; overdue when less came in than fell
 * due before today; part paid when anything came in; else unpaid. Before
 * all of them, withdrawn when the application has ended (withdrawn or
 * declined): its place is not to be paid for, whatever came in.
 */
function standingSql(eb: ExpressionBuilder<LeadsDatabase & SumsRow, "sums">) {
  return eb
    .case()
    .when("sums.ended", "=", sql.lit(1))
    .then(sql.lit<InvoiceStanding>("withdrawn"))
    .when("sums.paid", ">=", eb.ref("sums.total_kobo"))
    .then(sql.lit<InvoiceStanding>("paid"))
    .when("sums.paid", "<", eb.ref("sums.due"))
    .then(sql.lit<InvoiceStanding>("overdue"))
    .when("sums.paid", ">", sql.lit(0))
    .then(sql.lit<InvoiceStanding>("part-paid"))
    .else(sql.lit<InvoiceStanding>("unpaid"))
    .end();
}
