import { type AdmissionStage, hasEnded as stageHasEnded } from "#schemas/admission-stages.ts";
import { formatNaira, type Kobo, kobo } from "#schemas/money.ts";
import type { Database } from "#server/db/database.ts";
import type { LeadTransaction } from "#server/db/lead-transaction.ts";
import type { OutboxDraft } from "#server/db/leads-repository.ts";
import { paymentLedger } from "#server/db/payment-ledger.ts";
import { queuedMailRow } from "#server/db/queued-mail-row.ts";
import type { PaymentAlarmKind, PaymentMethod, PaymentReminderKind } from "#server/db/schema.ts";
import type { AuditLine } from "#server/db/staff-audit-repository.ts";
import { invoiceReferenceOf } from "#server/payments/checkout-reference.ts";

/** The one currency the hub invoices in; Paystack names it the same way. */
export const invoiceCurrency = "NGN";

export type NewInvoice = {
  applicationId: number;
  reference: string;
  call: string;
  total: Kobo;
  /** The ways to pay, as JSON the payments module reads back (server/payments/invoice.ts). */
  schedule: unknown;
  /**
   * The parts its standing counts, in the schedule's order: its
   * instalments, or the whole fee when it has none (standingParts). Stored
   * with the invoice, in its transaction (decision 231).
   */
  instalments: readonly { due: string; amount: Kobo }[];
};

export type StoredInvoice = {
  id: number;
  applicationId: number;
  reference: string;
  call: string;
  currency: string;
  total: number;
  schedule: unknown;
  createdAt: string;
  /** The parent's address, from the application; null once the application is erased. */
  email: string | null;
  /** The application's stage; null once it is erased. */
  stage: AdmissionStage | null;
};

/** An application that can move no further (withdrawn, declined) has ended: its place is not to be paid for. */
export function hasEnded(stage: AdmissionStage | null): stage is AdmissionStage {
  return stage !== null && stageHasEnded(stage);
}

export type StoredPayment = {
  id: number;
  method: PaymentMethod;
  providerReference: string | null;
  amount: number;
  paidOn: string;
  note: string | null;
  recordedBy: string;
  recordedAt: string;
};

export type StoredAlarm = {
  id: number;
  invoiceId: number | null;
  providerReference: string | null;
  kind: PaymentAlarmKind;
  detail: string;
  createdAt: string;
  /** When staff marked it dealt with, and who; null while open (decision 240). */
  dealtWithAt: string | null;
  dealtWithBy: string | null;
  /**
   * The invoice it is about, with its call, total and what came in less
   * refunds now: the alarm's own invoice, or, for a charge whose checkout
   * row is gone, the invoice its reference names (`KCC-2024-0001-…`); null
   * for a reference that names none of ours.
   */
  invoice: { id: number; reference: string; call: string; total: number; paid: number } | null;
};

/** Money as an alarm's words say it, in naira as staff read it (decision 240). */
const naira = (amount: number) => formatNaira(kobo(amount));

/** A reminder's one row: an invoice's instalment (its place in the schedule) and which reminder. */
export type ReminderClaim = { invoiceId: number; part: number; kind: PaymentReminderKind };

/** What a receipt says: the payment, and where the invoice stands after it. */
export type ReceiptFacts = {
  to: string;
  /** The invoice and the payment, for the receipt's private link to its PDF. */
  invoiceId: number;
  paymentId: number;
  /** The invoice's ways to pay, whose last due day the link outlives. */
  schedule: unknown;
  invoiceReference: string;
  method: PaymentMethod;
  amount: number;
  paidOn: string;
  paidSoFar: number;
  total: number;
  /** The application was withdrawn or declined: nothing is owed, what is held is to be refunded. */
  ended: boolean;
};

/** A receipt mail for a payment just recorded. */
export type ReceiptMail = (facts: ReceiptFacts) => OutboxDraft;

export type PaystackCharge = {
  reference: string;
  /** In kobo, as Paystack reports it. */
  amount: number;
  currency: string;
  /** YYYY-MM-DD the charge was paid. */
  paidOn: string;
};

export type ChargeOutcome =
  | {
      outcome: "recorded" | "already-recorded";
      invoiceReference: string;
      amount: number;
      /** Kobo the invoice has received past its total, with this charge; raised as an alarm to refund when it is new. */
      overPaid?: number;
    }
  | {
      /** Money taken for a place withdrawn or declined since: recorded (now or before), and an alarm to refund it. */
      outcome: "recorded-to-refund";
      invoiceReference: string;
      amount: number;
      ended: AdmissionStage;
    }
  | { outcome: "refused"; alarm: PaymentAlarmKind };

export type StaffPayment = {
  invoiceId: number;
  method: "bank-transfer" | "refund";
  amount: Kobo;
  paidOn: string;
  note: string | null;
  by: string;
  /** The one-time token of the invoice page's form; null from the JSON call. */
  formToken: string | null;
  /**
   * The person ticked that the parent paid more than is due (decision 240):
   * a transfer past what is due is recorded as the bank shows it, with an
   * over-payment alarm; without it, it is refused as a typing slip.
   */
  overPaymentConfirmed?: boolean;
};

/**
 * What became of a staff recording: stored; a form already recorded (sent
 * twice); no such invoice; or refused by what was paid when it was stored.
 */
export type StaffRecordOutcome =
  | { outcome: "recorded" | "already-recorded" | "no-invoice" | "form-used-elsewhere" }
  | { outcome: "refund-over-paid"; paid: number }
  | { outcome: "over-due"; due: number };

/**
 * What became of "Send the payment link again": queued; that press queued
 * one already (its form sent twice); or refused, the invoice gone, its
 * application erased (no address) or ended, or nothing left to pay.
 */
export type LinkResendOutcome =
  | "queued"
  | "already-queued"
  | "no-invoice"
  | "erased"
  | "ended"
  | "paid"
  | "too-many";

/** Links sent again for one invoice in an hour: a parent on the phone needs one, rarely three. */
export const linkResendsPerHour = 3;

/** Money in less money refunded. */
function netPaid(payments: readonly Pick<StoredPayment, "method" | "amount">[]): number {
  return payments.reduce(
    (total, payment) => total + (payment.method === "refund" ? -payment.amount : payment.amount),
    0,
  );
}

/**
 * Invoices, checkouts, payments and payment alarms (issue 35). A payment and
 * its receipt mail are written in one transaction; a provider's reference is
 * unique, so the same charge delivered twice, or by the webhook and the
 * return from checkout at once, is one payment and one receipt.
 */
export function paymentsRepository(database: Pick<Database, "db" | "writeAtomically" | "dialect">) {
  const { db, writeAtomically, dialect } = database;

  function invoiceQuery() {
    return db
      .selectFrom("payment_invoices")
      .leftJoin(
        "admission_applications",
        "admission_applications.id",
        "payment_invoices.application_id",
      )
      .select([
        "payment_invoices.id",
        "payment_invoices.application_id",
        "payment_invoices.reference",
        "payment_invoices.call",
        "payment_invoices.currency",
        "payment_invoices.total_kobo",
        "payment_invoices.schedule",
        "payment_invoices.created_at",
        "admission_applications.email",
        "admission_applications.stage",
      ]);
  }

  type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>["execute"]>>[number];

  function toInvoice(row: InvoiceRow): StoredInvoice {
    return {
      id: row.id,
      applicationId: row.application_id,
      reference: row.reference,
      call: row.call,
      currency: row.currency,
      total: Number(row.total_kobo),
      schedule: JSON.parse(row.schedule) as unknown,
      createdAt: row.created_at,
      email: row.email ?? null,
      stage: row.stage ?? null,
    };
  }

  async function paidSoFar(tx: LeadTransaction, invoiceId: number): Promise<number> {
    const rows = await tx.run(
      db
        .selectFrom("payment_records")
        .select(["method", "amount_kobo"])
        .where("invoice_id", "=", invoiceId)
        .compile(),
    );
    return netPaid(
      rows.rows.map((row) => ({ method: row.method, amount: Number(row.amount_kobo) })),
    );
  }

  /** An offer, a receipt or a reminder is owed to the parent: it goes out in the first share of the hour's mail. */
  async function queueMail(tx: LeadTransaction, draft: OutboxDraft, at: string) {
    await tx.run(
      db
        .insertInto("outbox_messages")
        .values({ ...queuedMailRow(draft, at), send_priority: 1 })
        .compile(),
    );
  }

  async function raiseAlarm(
    tx: LeadTransaction,
    /** `reference` is Paystack's; null for money staff recorded by hand. */
    alarm: {
      invoiceId: number | null;
      reference: string | null;
      kind: PaymentAlarmKind;
      detail: string;
    },
    at: string,
  ) {
    await tx.run(
      db
        .insertInto("payment_alarms")
        .values({
          invoice_id: alarm.invoiceId,
          provider_reference: alarm.reference,
          kind: alarm.kind,
          detail: alarm.detail,
          created_at: at,
        })
        .onConflict((conflict) => conflict.columns(["kind", "provider_reference"]).doNothing())
        .compile(),
    );
  }

  /**
   * Holds the invoice until the transaction ends, so what a payment is checked
   * against (what was paid) cannot change under it: PostgreSQL locks the row;
   * SQLite runs one write transaction at a time already.
   */
  async function lockInvoice(tx: LeadTransaction, invoiceId: number) {
    if (dialect !== "postgres") return;
    await tx.run(
      db
        .selectFrom("payment_invoices")
        .select("id")
        .where("id", "=", invoiceId)
        .forUpdate()
        .compile(),
    );
  }

  /** What came in less refunds, as the transaction sees it. */
  async function paidInTransaction(tx: LeadTransaction, invoiceId: number): Promise<number> {
    const rows = await tx.run(
      db
        .selectFrom("payment_records")
        .select(["method", "amount_kobo"])
        .where("invoice_id", "=", invoiceId)
        .compile(),
    );
    return netPaid(
      rows.rows.map((row) => ({ method: row.method, amount: Number(row.amount_kobo) })),
    );
  }

  /**
   * The payment inserted, with its receipt, or nothing when its provider
   * reference or its form's token is recorded already.
   */
  async function insertPayment(
    tx: LeadTransaction,
    invoice: Pick<StoredInvoice, "id" | "reference" | "total" | "email" | "schedule" | "stage">,
    payment: Omit<StoredPayment, "id"> & { formToken?: string | null },
    receipt: ReceiptMail,
  ): Promise<boolean> {
    const inserted = await tx.run(
      db
        .insertInto("payment_records")
        .values({
          invoice_id: invoice.id,
          method: payment.method,
          provider_reference: payment.providerReference,
          amount_kobo: payment.amount,
          paid_on: payment.paidOn,
          note: payment.note,
          recorded_by: payment.recordedBy,
          recorded_at: payment.recordedAt,
          form_token: payment.formToken ?? null,
        })
        // Either key, the provider's reference or the form's token, makes a repeat.
        .onConflict((conflict) => conflict.doNothing())
        .returning("id")
        .compile(),
    );
    const paymentId = inserted.rows[0]?.id;
    if (paymentId === undefined) return false;
    if (invoice.email !== null) {
      const draft = receipt({
        to: invoice.email,
        invoiceId: invoice.id,
        paymentId,
        schedule: invoice.schedule,
        invoiceReference: invoice.reference,
        method: payment.method,
        amount: payment.amount,
        paidOn: payment.paidOn,
        paidSoFar: await paidSoFar(tx, invoice.id),
        total: invoice.total,
        ended: hasEnded(invoice.stage),
      });
      await queueMail(tx, draft, payment.recordedAt);
    }
    return true;
  }

  async function invoiceInTransaction(tx: LeadTransaction, invoiceId: number) {
    const rows = await tx.run(
      invoiceQuery().where("payment_invoices.id", "=", invoiceId).compile(),
    );
    const row = rows.rows[0];
    return row ? toInvoice(row) : undefined;
  }

  /** Invoices, oldest first, each with what came in less refunds. */
  /**
   * The invoices of a parent still on file with a part after the first due
   * between two days (YYYY-MM-DD, both counted), with what came in: what a
   * reminders pass looks at, so its cost follows the week's instalments, not
   * every invoice ever issued.
   */
  async function invoicesDueBetween(
    firstDay: string,
    lastDay: string,
  ): Promise<(StoredInvoice & { paid: number })[]> {
    const due = db
      .selectFrom("payment_instalments")
      .select("payment_instalments.invoice_id")
      .where("payment_instalments.part", ">", 0)
      .where("payment_instalments.due_on", ">=", firstDay)
      .where("payment_instalments.due_on", "<=", lastDay);
    const sums = await db
      .selectFrom("payment_records")
      .select((eb) => [
        "payment_records.invoice_id",
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when("payment_records.method", "=", "refund")
              .then(eb.neg(eb.ref("payment_records.amount_kobo")))
              .else(eb.ref("payment_records.amount_kobo"))
              .end(),
          )
          .as("paid"),
      ])
      .where("payment_records.invoice_id", "in", due)
      .groupBy("payment_records.invoice_id")
      .execute();
    const paid = new Map(sums.map((row) => [row.invoice_id, Number(row.paid)]));
    const rows = await invoiceQuery()
      .where("payment_invoices.id", "in", due)
      .where("admission_applications.email", "is not", null)
      .orderBy("payment_invoices.id")
      .execute();
    return rows.map((row) => ({ ...toInvoice(row), paid: paid.get(row.id) ?? 0 }));
  }

  return {
    /** The application an invoice is for: its call, reference and address. */
    async applicationToInvoice(applicationId: number) {
      return db
        .selectFrom("admission_applications")
        .select(["id", "call", "reference", "email"])
        .where("id", "=", applicationId)
        .executeTakeFirst();
    },

    /**
     * Issues the application's invoice with its offer mail, in one
     * transaction; an application invoiced before keeps its invoice and gets
     * no second mail. `first` is written in the same transaction before the
     * invoice (the offer's stage move): when it stores nothing, neither does
     * the invoice, and when anything fails, nothing of either is stored.
     */
    async issue(
      invoice: NewInvoice,
      offer: (issued: StoredInvoice) => OutboxDraft,
      first: (tx: LeadTransaction) => Promise<boolean> = async () => true,
    ): Promise<{ stale: true } | { issued: boolean; invoice: StoredInvoice }> {
      const at = new Date().toISOString();
      return writeAtomically(async (tx) => {
        if (!(await first(tx))) return { stale: true } as const;
        const inserted = await tx.run(
          db
            .insertInto("payment_invoices")
            .values({
              application_id: invoice.applicationId,
              reference: invoice.reference,
              call: invoice.call,
              currency: invoiceCurrency,
              total_kobo: invoice.total,
              schedule: JSON.stringify(invoice.schedule),
              created_at: at,
            })
            .onConflict((conflict) => conflict.column("application_id").doNothing())
            .returning("id")
            .compile(),
        );
        const id = inserted.rows[0]?.id;
        if (id !== undefined && invoice.instalments.length > 0) {
          await tx.run(
            db
              .insertInto("payment_instalments")
              .values(
                invoice.instalments.map((part, index) => ({
                  invoice_id: id,
                  part: index,
                  due_on: part.due,
                  amount_kobo: part.amount,
                })),
              )
              .compile(),
          );
        }
        const rows = await tx.run(
          invoiceQuery()
            .where("payment_invoices.application_id", "=", invoice.applicationId)
            .compile(),
        );
        const row = rows.rows[0];
        if (!row) throw new Error("the invoice was not stored");
        const stored = toInvoice(row);
        const issued = inserted.rows.length > 0;
        if (issued && stored.email !== null) await queueMail(tx, offer(stored), at);
        return { issued, invoice: stored };
      });
    },

    async findInvoice(id: number): Promise<StoredInvoice | undefined> {
      const row = await invoiceQuery().where("payment_invoices.id", "=", id).executeTakeFirst();
      return row ? toInvoice(row) : undefined;
    },

    async findInvoiceByReference(reference: string): Promise<StoredInvoice | undefined> {
      const row = await invoiceQuery()
        .where("payment_invoices.reference", "=", reference)
        .executeTakeFirst();
      return row ? toInvoice(row) : undefined;
    },

    /** A call's invoices and totals on a day, as the cohort's pages show them (server/db/payment-ledger.ts). */
    ledger: paymentLedger(database),

    invoicesDueBetween,

    /** The reminders queued so far for these invoices, each as its claim (invoice, instalment, kind). */
    async queuedReminders(invoiceIds: readonly number[]): Promise<ReminderClaim[]> {
      if (invoiceIds.length === 0) return [];
      const rows = await db
        .selectFrom("payment_reminders")
        .select(["invoice_id", "part", "kind"])
        .where("invoice_id", "in", invoiceIds)
        .execute();
      return rows.map((row) => ({ invoiceId: row.invoice_id, part: row.part, kind: row.kind }));
    },

    /**
     * Queues one reminder with its ledger row, in one transaction; false when
     * this reminder was queued before (by this instance or another).
     */
    async queueReminder(reminder: ReminderClaim, mail: OutboxDraft, at: string): Promise<boolean> {
      return writeAtomically(async (tx) => {
        const claimed = await tx.run(
          db
            .insertInto("payment_reminders")
            .values({
              invoice_id: reminder.invoiceId,
              part: reminder.part,
              kind: reminder.kind,
              queued_at: at,
            })
            .onConflict((conflict) => conflict.columns(["invoice_id", "part", "kind"]).doNothing())
            .returning("id")
            .compile(),
        );
        if (claimed.rows.length === 0) return false;
        await queueMail(tx, mail, at);
        return true;
      });
    },

    async paymentsOf(invoiceId: number): Promise<StoredPayment[]> {
      const rows = await db
        .selectFrom("payment_records")
        .selectAll()
        .where("invoice_id", "=", invoiceId)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        method: row.method,
        providerReference: row.provider_reference,
        amount: Number(row.amount_kobo),
        paidOn: row.paid_on,
        note: row.note,
        recordedBy: row.recorded_by,
        recordedAt: row.recorded_at,
      }));
    },

    netPaid,

    /**
     * A checkout opened as it is, without looking for one to reuse: how the
     * tests and the bench set up charges to record.
     */
    async openCheckout(invoiceId: number, reference: string, amount: Kobo): Promise<void> {
      await db
        .insertInto("payment_checkouts")
        .values({
          reference,
          invoice_id: invoiceId,
          amount_kobo: amount,
          created_at: new Date().toISOString(),
        })
        .execute();
    },

    /**
     * The checkout a Pay press sends the parent to (decision 239): one of this
     * invoice and amount opened since `since` and not paid is reused, with
     * its Paystack address (null while another press is still asking
     * Paystack, since `pendingSince`; one without an address from before is
     * not reused); else a new one is claimed under `reference`. Checked and
     * claimed with the invoice held, so a double tap or two tabs open one.
     */
    async claimCheckout(
      invoiceId: number,
      reference: string,
      amount: Kobo,
      window: { since: string; pendingSince: string },
    ): Promise<{ reused: { reference: string; url: string | null } } | { opened: string }> {
      const at = new Date().toISOString();
      return writeAtomically(async (tx) => {
        await lockInvoice(tx, invoiceId);
        const open = await tx.run(
          db
            .selectFrom("payment_checkouts")
            .select(["reference", "checkout_url"])
            .where("invoice_id", "=", invoiceId)
            .where("amount_kobo", "=", amount)
            .where("created_at", ">=", window.since)
            .where((eb) =>
              eb.or([
                eb("checkout_url", "is not", null),
                eb("created_at", ">=", window.pendingSince),
              ]),
            )
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("payment_records")
                    .select("payment_records.id")
                    .whereRef(
                      "payment_records.provider_reference",
                      "=",
                      "payment_checkouts.reference",
                    ),
                ),
              ),
            )
            .orderBy("created_at", "desc")
            .limit(1)
            .compile(),
        );
        const found = open.rows[0];
        if (found) return { reused: { reference: found.reference, url: found.checkout_url } };
        await tx.run(
          db
            .insertInto("payment_checkouts")
            .values({
              reference,
              invoice_id: invoiceId,
              amount_kobo: amount,
              created_at: at,
              checkout_url: null,
            })
            .compile(),
        );
        return { opened: reference };
      });
    },

    /** Paystack's address for a checkout claimed; null while it is still being asked. */
    async checkoutUrl(reference: string): Promise<string | null> {
      const row = await db
        .selectFrom("payment_checkouts")
        .select("checkout_url")
        .where("reference", "=", reference)
        .executeTakeFirst();
      return row?.checkout_url ?? null;
    },

    async keepCheckoutUrl(reference: string, url: string): Promise<void> {
      await db
        .updateTable("payment_checkouts")
        .set({ checkout_url: url })
        .where("reference", "=", reference)
        .execute();
    },

    /** A claimed checkout Paystack refused to open: a later press opens a new one. */
    async dropCheckout(reference: string): Promise<void> {
      await db.deleteFrom("payment_checkouts").where("reference", "=", reference).execute();
    },

    /**
     * A successful charge Paystack reported (by webhook or by verify): recorded
     * once when its reference is a checkout of ours and its amount and currency
     * are the checkout's; otherwise refused and raised as an alarm, once.
     */
    async recordCharge(charge: PaystackCharge, receipt: ReceiptMail): Promise<ChargeOutcome> {
      const at = new Date().toISOString();
      return writeAtomically(async (tx): Promise<ChargeOutcome> => {
        const checkouts = await tx.run(
          db
            .selectFrom("payment_checkouts")
            .select(["invoice_id", "amount_kobo"])
            .where("reference", "=", charge.reference)
            .compile(),
        );
        const checkout = checkouts.rows[0];
        if (!checkout) {
          // A reference of our shape whose checkout row was lost still names its
          // invoice: the alarm is kept with it, where staff look (decision 240).
          const named = invoiceReferenceOf(charge.reference);
          const owner =
            named === null
              ? undefined
              : (
                  await tx.run(
                    db
                      .selectFrom("payment_invoices")
                      .select("id")
                      .where("reference", "=", named)
                      .compile(),
                  )
                ).rows[0];
          await raiseAlarm(
            tx,
            {
              invoiceId: owner?.id ?? null,
              reference: charge.reference,
              kind: "unknown-reference",
              detail: `Paystack reported ${naira(charge.amount)} (${charge.currency}) for a reference the hub has no checkout for`,
            },
            at,
          );
          return { outcome: "refused", alarm: "unknown-reference" };
        }
        const expected = Number(checkout.amount_kobo);
        const mismatch: PaymentAlarmKind | null =
          charge.currency !== invoiceCurrency
            ? "currency-mismatch"
            : charge.amount !== expected
              ? "amount-mismatch"
              : null;
        if (mismatch) {
          await raiseAlarm(
            tx,
            {
              invoiceId: checkout.invoice_id,
              reference: charge.reference,
              kind: mismatch,
              detail: `Paystack reported ${naira(charge.amount)} (${charge.currency}); the checkout asked for ${naira(expected)} (${invoiceCurrency})`,
            },
            at,
          );
          return { outcome: "refused", alarm: mismatch };
        }
        await lockInvoice(tx, checkout.invoice_id);
        const invoice = await invoiceInTransaction(tx, checkout.invoice_id);
        if (!invoice) throw new Error("a checkout's invoice is missing");
        // Paystack has the parent's money either way: it is recorded, never
        // dropped, and staff are told to give it back.
        if (hasEnded(invoice.stage)) {
          await raiseAlarm(
            tx,
            {
              invoiceId: invoice.id,
              reference: charge.reference,
              kind: "ended-application",
              detail: `Paystack took ${naira(charge.amount)} for ${invoice.reference}, whose application is ${invoice.stage}: refund it`,
            },
            at,
          );
        }
        const recorded = await insertPayment(
          tx,
          invoice,
          {
            method: "paystack",
            providerReference: charge.reference,
            amount: charge.amount,
            paidOn: charge.paidOn,
            note: null,
            recordedBy: "paystack",
            recordedAt: at,
          },
          receipt,
        );
        const facts = { invoiceReference: invoice.reference, amount: charge.amount };
        if (hasEnded(invoice.stage)) {
          return { outcome: "recorded-to-refund", ...facts, ended: invoice.stage };
        }
        // Two checkouts opened before either was paid (an instalment and the
        // whole) can both be paid: the money is the parent's, so it is kept
        // and staff are told to give back what is over the invoice. A repeat
        // (the return after the webhook) says it too, as the parent's page must.
        const overPaid = (await paidInTransaction(tx, invoice.id)) - invoice.total;
        if (!recorded) {
          return { outcome: "already-recorded", ...facts, ...(overPaid > 0 ? { overPaid } : {}) };
        }
        if (overPaid > 0) {
          await raiseAlarm(
            tx,
            {
              invoiceId: invoice.id,
              reference: charge.reference,
              kind: "over-payment",
              detail: `Paystack took ${naira(charge.amount)} for ${invoice.reference}, ${naira(overPaid)} more than the invoice's total: refund the excess`,
            },
            at,
          );
          return { outcome: "recorded", ...facts, overPaid };
        }
        return { outcome: "recorded", ...facts };
      });
    },

    /**
     * A bank transfer or a refund staff record by hand, with its receipt.
     * Checked in the transaction that stores it, the invoice held, so two
     * forms sent at once (two staff, or a double click) cannot together
     * refund more than was paid or record more than is due; a form token
     * recorded before (the same form sent twice, even at once) stores nothing
     * and sends no second receipt. The audit line commits with the payment:
     * no payment without its line, and a repeat writes none.
     */
    async recordByStaff(
      payment: StaffPayment,
      receipt: ReceiptMail,
      auditLine: AuditLine,
    ): Promise<StaffRecordOutcome> {
      const at = new Date().toISOString();
      return writeAtomically(async (tx): Promise<StaffRecordOutcome> => {
        /**
         * A form's token names one payment: the same invoice, method and amount
         * is a repeat of it (answered as recorded); anything else is another
         * payment that must not pass for recorded while nothing is stored.
         */
        const tokenRepeat = async (
          formToken: string,
        ): Promise<"already-recorded" | "form-used-elsewhere" | null> => {
          const stored = await tx.run(
            db
              .selectFrom("payment_records")
              .select(["invoice_id", "method", "amount_kobo"])
              .where("form_token", "=", formToken)
              .compile(),
          );
          const row = stored.rows[0];
          if (!row) return null;
          const same =
            Number(row.invoice_id) === payment.invoiceId &&
            row.method === payment.method &&
            Number(row.amount_kobo) === payment.amount;
          return same ? "already-recorded" : "form-used-elsewhere";
        };
        await lockInvoice(tx, payment.invoiceId);
        const invoice = await invoiceInTransaction(tx, payment.invoiceId);
        if (!invoice) return { outcome: "no-invoice" };
        // Before the bounds: a repeat of a recorded transfer would now be "more than is due".
        if (payment.formToken !== null) {
          const repeat = await tokenRepeat(payment.formToken);
          if (repeat !== null) return { outcome: repeat };
        }
        const paid = await paidInTransaction(tx, invoice.id);
        if (payment.method === "refund" && payment.amount > paid) {
          return { outcome: "refund-over-paid", paid };
        }
        const overPaid = paid + payment.amount - invoice.total;
        if (
          payment.method === "bank-transfer" &&
          payment.amount > invoice.total - paid &&
          payment.overPaymentConfirmed !== true
        ) {
          return { outcome: "over-due", due: Math.max(invoice.total - paid, 0) };
        }
        const inserted = await insertPayment(
          tx,
          invoice,
          {
            method: payment.method,
            providerReference: null,
            amount: payment.amount,
            paidOn: payment.paidOn,
            note: payment.note,
            recordedBy: payment.by,
            recordedAt: at,
            formToken: payment.formToken,
          },
          receipt,
        );
        if (inserted) {
          await tx.run(db.insertInto("staff_audit_log").values(auditLine).compile());
          // A confirmed over-payment is the parent's money: kept, as Paystack's is, with an alarm to refund the excess.
          if (payment.method === "bank-transfer" && overPaid > 0) {
            await raiseAlarm(
              tx,
              {
                invoiceId: invoice.id,
                reference: null,
                kind: "over-payment",
                detail: `A bank transfer of ${naira(payment.amount)} was recorded for ${invoice.reference}, ${naira(Math.min(overPaid, payment.amount))} more than the invoice's total: refund the excess`,
              },
              at,
            );
          }
          return { outcome: "recorded" };
        }
        // The token's unique index is global: a conflict is a repeat only if the stored row is this very payment.
        const repeat = payment.formToken === null ? null : await tokenRepeat(payment.formToken);
        return { outcome: repeat ?? "already-recorded" };
      });
    },

    /**
     * Queues a mail with a fresh payment link to the invoice's parent (decision
     * 240), with its audit line, in one transaction; the form's token makes
     * one press one mail. Checked as it is written: an erased or ended
     * application, or an invoice paid in full, gets no link.
     */
    async resendPaymentLink(
      resend: { invoiceId: number; formToken: string },
      mail: (invoice: StoredInvoice & { email: string }) => OutboxDraft,
      auditLine: AuditLine,
    ): Promise<LinkResendOutcome> {
      return writeAtomically(async (tx): Promise<LinkResendOutcome> => {
        await lockInvoice(tx, resend.invoiceId);
        const invoice = await invoiceInTransaction(tx, resend.invoiceId);
        if (!invoice) return "no-invoice";
        const used = await tx.run(
          db
            .selectFrom("payment_link_resends")
            .select("id")
            .where("form_token", "=", resend.formToken)
            .compile(),
        );
        if (used.rows.length > 0) return "already-queued";
        const { email } = invoice;
        if (email === null) return "erased";
        if (hasEnded(invoice.stage)) return "ended";
        if ((await paidInTransaction(tx, invoice.id)) >= invoice.total) return "paid";
        // Each mail is one more live link and spends the visitors' mail budget: a few an hour.
        const hourAgo = new Date(Date.parse(auditLine.at) - 3_600_000).toISOString();
        const recent = await tx.run(
          db
            .selectFrom("payment_link_resends")
            .select("id")
            .where("invoice_id", "=", invoice.id)
            .where("queued_at", ">", hourAgo)
            .compile(),
        );
        if (recent.rows.length >= linkResendsPerHour) return "too-many";
        const claimed = await tx.run(
          db
            .insertInto("payment_link_resends")
            .values({
              invoice_id: invoice.id,
              form_token: resend.formToken,
              queued_at: auditLine.at,
            })
            .onConflict((conflict) => conflict.column("form_token").doNothing())
            .returning("id")
            .compile(),
        );
        // Two presses of one form at once: the other one queued it.
        if (claimed.rows.length === 0) return "already-queued";
        await queueMail(tx, mail({ ...invoice, email }), auditLine.at);
        await tx.run(db.insertInto("staff_audit_log").values(auditLine).compile());
        return "queued";
      });
    },

    /**
     * Alarms, newest first: all of them, or a call's, each with its invoice
     * (its own, or the one its reference names when it was raised without
     * one) and what that invoice was paid, for the pages to say whether it
     * is settled. Alarms are few (money that did not match): they are read whole.
     */
    async alarms(call?: string): Promise<StoredAlarm[]> {
      const rows = await db
        .selectFrom("payment_alarms")
        .selectAll()
        .orderBy("id", "desc")
        .execute();
      const named = [
        ...new Set(
          rows.flatMap((row) => {
            const reference =
              row.invoice_id === null ? invoiceReferenceOf(row.provider_reference) : null;
            return reference === null ? [] : [reference];
          }),
        ),
      ];
      const ids = [
        ...new Set(rows.flatMap((row) => (row.invoice_id === null ? [] : [row.invoice_id]))),
      ];
      const invoices =
        ids.length + named.length === 0
          ? []
          : await db
              .selectFrom("payment_invoices")
              .select(["id", "reference", "call", "total_kobo"])
              .where((eb) =>
                eb.or([
                  ...(ids.length > 0 ? [eb("id", "in", ids)] : []),
                  ...(named.length > 0 ? [eb("reference", "in", named)] : []),
                ]),
              )
              .execute();
      const paid =
        invoices.length === 0
          ? []
          : await db
              .selectFrom("payment_records")
              .select(["invoice_id", "method", "amount_kobo"])
              .where(
                "invoice_id",
                "in",
                invoices.map((invoice) => invoice.id),
              )
              .execute();
      const found = (row: (typeof rows)[number]) =>
        invoices.find((invoice) =>
          row.invoice_id === null
            ? invoice.reference === invoiceReferenceOf(row.provider_reference)
            : invoice.id === row.invoice_id,
        );
      return rows.flatMap((row): StoredAlarm[] => {
        const invoice = found(row);
        if (call !== undefined && invoice?.call !== call) return [];
        return [
          {
            id: row.id,
            invoiceId: invoice?.id ?? null,
            providerReference: row.provider_reference,
            kind: row.kind,
            detail: row.detail,
            createdAt: row.created_at,
            dealtWithAt: row.dealt_with_at,
            dealtWithBy: row.dealt_with_by,
            invoice: invoice
              ? {
                  id: invoice.id,
                  reference: invoice.reference,
                  call: invoice.call,
                  total: Number(invoice.total_kobo),
                  paid: netPaid(
                    paid
                      .filter((payment) => payment.invoice_id === invoice.id)
                      .map((payment) => ({
                        method: payment.method,
                        amount: Number(payment.amount_kobo),
                      })),
                  ),
                }
              : null,
          },
        ];
      });
    },

    /**
     * Marks an open alarm dealt with, with its audit line, in one
     * transaction: "marked"; "already" when it was marked before (a second
     * press, or two staff at once), which writes nothing; "no-alarm".
     */
    async markAlarmDealtWith(
      id: number,
      by: string,
      auditLine: AuditLine,
    ): Promise<"marked" | "already" | "no-alarm"> {
      return writeAtomically(async (tx) => {
        const marked = await tx.run(
          db
            .updateTable("payment_alarms")
            .set({ dealt_with_at: auditLine.at, dealt_with_by: by })
            .where("id", "=", id)
            .where("dealt_with_at", "is", null)
            .returning("id")
            .compile(),
        );
        if (marked.rows.length > 0) {
          await tx.run(db.insertInto("staff_audit_log").values(auditLine).compile());
          return "marked";
        }
        const exists = await tx.run(
          db.selectFrom("payment_alarms").select("id").where("id", "=", id).compile(),
        );
        return exists.rows.length > 0 ? "already" : "no-alarm";
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
