import { afterEach, describe, expect, test } from "vitest";
import { type Kobo, kobo } from "#schemas/money.ts";
import { admissionsRepository } from "#server/db/admissions-repository.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { paymentsRepository, type ReceiptFacts } from "#server/db/payments-repository.ts";
import { testMails } from "#tests/support/admission-test-kit.ts";
import { storedKidsApplication } from "#tests/support/kids-application.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

const receipts: ReceiptFacts[] = [];
const receipt = (facts: ReceiptFacts) => {
  receipts.push(facts);
  return {
    kind: "payment-receipt" as const,
    to_address: facts.to,
    subject: `receipt ${facts.amount}`,
    text_body: `paid ${facts.paidSoFar} of ${facts.total}`,
    attachment_name: null,
  };
};

/** The audit line a staff payment commits with (the route draws it with auditLog's `line`). */
const staffAuditLine = {
  at: "2027-01-03T10:00:00.000Z",
  actor_id: "staff-1",
  actor_email: "staff@hub.example",
  action: "payment-recorded",
  target: "invoice",
  detail: null,
  address: null,
};

async function setUp(kind: "sqlite" | "postgres") {
  app = await createTestApp({}, kind);
  const leads = leadsRepository(app.database);
  const admissions = admissionsRepository(app.database, leads);
  const stored = await admissions.add(
    {
      call: "kids-code-camp-2024",
      form: "kids-code-camp",
      referencePrefix: "KCC-2024",
      email: "parent@family.example",
      questions: [{ id: "email", type: "email", label: "Email", required: true }],
      answers: { email: "parent@family.example" },
      file: null,
    },
    testMails("parent@family.example"),
    "203.0.113.9",
  );
  if (!stored.stored) throw new Error("the application should be stored");
  const application = await admissions.findByReference(stored.reference);
  if (!application) throw new Error("the application should be found");
  const repository = paymentsRepository(app.database);
  const issued = await repository.issue(
    {
      applicationId: application.id,
      reference: stored.reference,
      call: "kids-code-camp-2024",
      total: kobo(15_000_000),
      schedule: { parts: [] },
      instalments: [],
    },
    (issued) => ({
      kind: "payment-offer",
      to_address: issued.email ?? "",
      subject: `offer ${issued.reference}`,
      text_body: "offer",
      attachment_name: null,
    }),
  );
  if (!("invoice" in issued)) throw new Error("the invoice should be issued");
  const { invoice } = issued;
  receipts.length = 0;
  const mails = async (kind: "payment-offer" | "payment-receipt") =>
    (app as TestApp).database.db
      .selectFrom("outbox_messages")
      .select(["to_address", "subject"])
      .where("kind", "=", kind)
      .execute();
  return { repository, invoice, applicationId: application.id, mails };
}

const charge = (reference: string, amount = 7_500_000, currency = "NGN") => ({
  reference,
  amount,
  currency,
  paidOn: "2027-01-05",
});

describe.each(testDatabases)("payments on %s", (kind) => {
  test("an application's invoice is issued once, with one offer mail to the parent", async () => {
    const { repository, invoice, applicationId, mails } = await setUp(kind);
    expect(invoice).toMatchObject({
      reference: "KCC-2024-0001",
      currency: "NGN",
      total: 15_000_000,
    });
    const again = await repository.issue(
      {
        applicationId,
        reference: "KCC-2024-0001",
        call: "kids-code-camp-2024",
        total: kobo(1),
        schedule: {},
        instalments: [],
      },
      () => {
        throw new Error("no second offer mail");
      },
    );
    expect(again).toMatchObject({ issued: false, invoice: { id: invoice.id, total: 15_000_000 } });
    expect(await mails("payment-offer")).toEqual([
      { to_address: "parent@family.example", subject: "offer KCC-2024-0001" },
    ]);
  });

  test("an invoice's parts are stored with it, in its transaction: when its offer mail or one of its parts cannot be written, neither is", async () => {
    const { repository } = await setUp(kind);
    const { database } = app as TestApp;
    const admissions = admissionsRepository(database, leadsRepository(database));
    const ada = await storedKidsApplication(admissions, "ada@family.example");
    const parts = [
      { label: "First instalment", due: "2027-01-10", amount: kobo(6_000_000) },
      { label: "Second instalment", due: "2027-03-10", amount: kobo(4_000_000) },
    ];
    const invoice = (instalments: readonly { due: string; amount: Kobo }[]) => ({
      applicationId: ada.id,
      reference: "KCC-2024-0002",
      call: "kids-code-camp-2024",
      total: kobo(10_000_000),
      schedule: { full: { label: "In full", due: "2027-01-10", amount: kobo(10_000_000) }, parts },
      instalments,
    });
    const offer = (issued: { reference: string }) => ({
      kind: "payment-offer" as const,
      to_address: ada.email,
      subject: `offer ${issued.reference}`,
      text_body: "offer",
      attachment_name: null,
    });
    const stored = async () => ({
      invoices: await database.db
        .selectFrom("payment_invoices")
        .select("reference")
        .where("application_id", "=", ada.id)
        .execute(),
      parts: await database.db
        .selectFrom("payment_instalments")
        .innerJoin("payment_invoices", "payment_invoices.id", "payment_instalments.invoice_id")
        .select(["part", "due_on", "amount_kobo"])
        .where("payment_invoices.application_id", "=", ada.id)
        .orderBy("part")
        .execute(),
    });
    await expect(
      repository.issue(invoice(parts), () => {
        throw new Error("the offer mail could not be written");
      }),
    ).rejects.toThrow("the offer mail could not be written");
    expect(await stored()).toEqual({ invoices: [], parts: [] });
    // A part without its due day breaks the table's rule: the invoice goes with it.
    const dayless = { due: null as unknown as string, amount: kobo(4_000_000) };
    await expect(
      repository.issue(invoice([parts[0] as (typeof parts)[0], dayless]), offer),
    ).rejects.toThrow();
    expect(await stored()).toEqual({ invoices: [], parts: [] });

    const issued = await repository.issue(invoice(parts), offer);
    expect(issued).toMatchObject({ issued: true });
    const whole = {
      invoices: [{ reference: "KCC-2024-0002" }],
      parts: [
        { part: 0, due_on: "2027-01-10", amount_kobo: 6_000_000 },
        { part: 1, due_on: "2027-03-10", amount_kobo: 4_000_000 },
      ],
    };
    expect(await stored()).toEqual(whole);
    // Issued again, the invoice keeps its parts: none added, none changed.
    const again = await repository.issue(invoice([{ due: "2030-01-01", amount: kobo(1) }]), offer);
    expect(again).toMatchObject({ issued: false });
    expect(await stored()).toEqual(whole);
  });

  test("one charge delivered three times at once is one payment and one receipt", async () => {
    const { repository, invoice, mails } = await setUp(kind);
    await repository.openCheckout(invoice.id, "KCC-2024-0001-aa", kobo(7_500_000));
    const outcomes = await Promise.all([
      repository.recordCharge(charge("KCC-2024-0001-aa"), receipt),
      repository.recordCharge(charge("KCC-2024-0001-aa"), receipt),
      repository.recordCharge(charge("KCC-2024-0001-aa"), receipt),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual([
      "already-recorded",
      "already-recorded",
      "recorded",
    ]);
    expect(await repository.paymentsOf(invoice.id)).toHaveLength(1);
    expect(await mails("payment-receipt")).toHaveLength(1);
    expect(receipts).toEqual([
      expect.objectContaining({ amount: 7_500_000, paidSoFar: 7_500_000, total: 15_000_000 }),
    ]);
  });

  test("two checkouts both paid are both recorded, and what is over the total is an alarm to refund", async () => {
    const { repository, invoice } = await setUp(kind);
    await repository.openCheckout(invoice.id, "KCC-2024-0001-dd", kobo(7_500_000));
    await repository.openCheckout(invoice.id, "KCC-2024-0001-ee", kobo(15_000_000));
    expect(await repository.recordCharge(charge("KCC-2024-0001-dd"), receipt)).toEqual({
      outcome: "recorded",
      invoiceReference: "KCC-2024-0001",
      amount: 7_500_000,
    });
    expect(
      await repository.recordCharge(charge("KCC-2024-0001-ee", 15_000_000), receipt),
    ).toMatchObject({ outcome: "recorded", overPaid: 7_500_000 });
    // Delivered again, it is neither a payment nor an alarm more.
    expect(
      await repository.recordCharge(charge("KCC-2024-0001-ee", 15_000_000), receipt),
    ).toMatchObject({ outcome: "already-recorded" });
    expect(repository.netPaid(await repository.paymentsOf(invoice.id))).toBe(22_500_000);
    const alarms = await repository.alarms("kids-code-camp-2024");
    expect(alarms.map((alarm) => [alarm.kind, alarm.providerReference])).toEqual([
      ["over-payment", "KCC-2024-0001-ee"],
    ]);
    expect(alarms[0]?.detail).toContain("refund the excess");
  });

  test("an amount or currency other than the checkout's is refused and raised as one alarm", async () => {
    const { repository, invoice, mails } = await setUp(kind);
    await repository.openCheckout(invoice.id, "KCC-2024-0001-bb", kobo(7_500_000));
    await repository.openCheckout(invoice.id, "KCC-2024-0001-cc", kobo(7_500_000));
    expect(await repository.recordCharge(charge("KCC-2024-0001-bb", 100), receipt)).toEqual({
      outcome: "refused",
      alarm: "amount-mismatch",
    });
    // Replayed, the same refusal is not a second alarm.
    await repository.recordCharge(charge("KCC-2024-0001-bb", 100), receipt);
    expect(
      await repository.recordCharge(charge("KCC-2024-0001-cc", 7_500_000, "USD"), receipt),
    ).toEqual({ outcome: "refused", alarm: "currency-mismatch" });
    expect(await repository.paymentsOf(invoice.id)).toEqual([]);
    expect(await mails("payment-receipt")).toEqual([]);
    const alarms = await repository.alarms("kids-code-camp-2024");
    expect(alarms.map((alarm) => [alarm.kind, alarm.providerReference])).toEqual([
      ["currency-mismatch", "KCC-2024-0001-cc"],
      ["amount-mismatch", "KCC-2024-0001-bb"],
    ]);
  });

  test("a reference the hub never opened is an alarm, not a payment", async () => {
    const { repository, invoice } = await setUp(kind);
    expect(await repository.recordCharge(charge("SOMEONE-ELSE-1"), receipt)).toEqual({
      outcome: "refused",
      alarm: "unknown-reference",
    });
    expect(await repository.paymentsOf(invoice.id)).toEqual([]);
    expect((await repository.alarms()).map((alarm) => alarm.kind)).toEqual(["unknown-reference"]);
  });

  test("staff record a bank transfer and a refund; what is paid is money in less refunds", async () => {
    const { repository, invoice, mails } = await setUp(kind);
    const by = "staff@hub.example";
    const transfer = {
      invoiceId: invoice.id,
      method: "bank-transfer" as const,
      amount: kobo(15_000_000),
      paidOn: "2027-01-03",
      note: "GTBank transfer",
      by,
      formToken: null,
    };
    const recorded = { outcome: "recorded" };
    expect(await repository.recordByStaff(transfer, receipt, staffAuditLine)).toEqual(recorded);
    expect(
      await repository.recordByStaff(
        { ...transfer, method: "refund", amount: kobo(5_000_000), note: null },
        receipt,
        staffAuditLine,
      ),
    ).toEqual(recorded);
    expect(
      await repository.recordByStaff({ ...transfer, invoiceId: 999 }, receipt, staffAuditLine),
    ).toEqual({
      outcome: "no-invoice",
    });
    const made = await repository.paymentsOf(invoice.id);
    expect(repository.netPaid(made)).toBe(10_000_000);
    expect(made.map((payment) => payment.recordedBy)).toEqual([by, by]);
    expect(await mails("payment-receipt")).toHaveLength(2);
  });

  test("a staff form's token records one payment and one receipt, even sent twice at once", async () => {
    const { repository, invoice, mails } = await setUp(kind);
    const transfer = {
      invoiceId: invoice.id,
      method: "bank-transfer" as const,
      amount: kobo(3_000_000),
      paidOn: "2027-01-03",
      note: null,
      by: "staff@hub.example",
      formToken: "a".repeat(32),
    };
    const outcomes = await Promise.all([
      repository.recordByStaff(transfer, receipt, staffAuditLine),
      repository.recordByStaff(transfer, receipt, staffAuditLine),
    ]);
    expect(outcomes.map((each) => each.outcome).sort()).toEqual(["already-recorded", "recorded"]);
    expect(await repository.recordByStaff(transfer, receipt, staffAuditLine)).toEqual({
      outcome: "already-recorded",
    });
    // Another form is another payment, and forms from the JSON call (no token) never collide.
    const recorded = { outcome: "recorded" };
    expect(
      await repository.recordByStaff(
        { ...transfer, formToken: "b".repeat(32) },
        receipt,
        staffAuditLine,
      ),
    ).toEqual(recorded);
    expect(
      await repository.recordByStaff({ ...transfer, formToken: null }, receipt, staffAuditLine),
    ).toEqual(recorded);
    expect(
      await repository.recordByStaff({ ...transfer, formToken: null }, receipt, staffAuditLine),
    ).toEqual(recorded);
    expect((await repository.paymentsOf(invoice.id)).length).toBe(4);
    expect(await mails("payment-receipt")).toHaveLength(4);
    // A line per payment stored, none for a repeat.
    const lines = await app?.database.db
      .selectFrom("staff_audit_log")
      .select("action")
      .where("action", "=", "payment-recorded")
      .execute();
    expect(lines).toHaveLength(4);
  });

  test("forms sent at once cannot together record more than is due, or refund more than was paid", async () => {
    const { repository, invoice, mails } = await setUp(kind);
    const transfer = {
      invoiceId: invoice.id,
      method: "bank-transfer" as const,
      amount: kobo(10_000_000),
      paidOn: "2027-01-03",
      note: null,
      by: "staff@hub.example",
    };
    // Each of these fits what is due (15,000,000) alone; two together do not.
    const transfers = await Promise.all(
      ["c", "d", "e"].map((letter) =>
        repository.recordByStaff(
          { ...transfer, formToken: letter.repeat(32) },
          receipt,
          staffAuditLine,
        ),
      ),
    );
    expect(transfers.filter((each) => each.outcome === "recorded")).toHaveLength(1);
    expect(transfers.filter((each) => each.outcome === "over-due")).toEqual([
      { outcome: "over-due", due: 5_000_000 },
      { outcome: "over-due", due: 5_000_000 },
    ]);
    const refunds = await Promise.all(
      ["f", "g", "h"].map((letter) =>
        repository.recordByStaff(
          { ...transfer, method: "refund", amount: kobo(6_000_000), formToken: letter.repeat(32) },
          receipt,
          staffAuditLine,
        ),
      ),
    );
    expect(refunds.filter((each) => each.outcome === "recorded")).toHaveLength(1);
    expect(refunds.filter((each) => each.outcome === "refund-over-paid")).toHaveLength(2);
    expect(repository.netPaid(await repository.paymentsOf(invoice.id))).toBe(4_000_000);
    expect(await mails("payment-receipt")).toHaveLength(2);
  });
});
