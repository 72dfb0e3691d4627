import { afterEach, describe, expect, test, vi } from "vitest";
import { kobo } from "#schemas/money.ts";
import { paymentReminders } from "#server/payments/payment-reminders.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { createPaystackTestApp, type PaystackTestApp } from "#tests/support/paystack-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

let t: PaystackTestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** The sample Kids Code Camp's second instalment falls due on 17 August 2028. */
const weekBefore = new Date("2028-08-10T08:00:00Z");
const dayBefore = new Date("2028-08-16T08:00:00Z");

/** A reminders instance as one service instance runs it, on a clock the test sets. */
function reminders(current: PaystackTestApp, at: Date) {
  return paymentReminders({
    payments: current.app.payments,
    sender: current.app.payments.sender,
    pollMs: 60_000,
    log: current.app.log,
    now: () => at,
  });
}

async function reminderMails(current: PaystackTestApp) {
  return current.app.database.db
    .selectFrom("outbox_messages")
    .select(["kind", "to_address", "subject", "text_body", "sealed_secret"])
    .where("kind", "=", "payment-reminder")
    .orderBy("id")
    .execute();
}

describe.each(testDatabases)("on %s", (kind) => {
  test("an unpaid second instalment gets one reminder a week before and one a day before, even from two instances at once", async () => {
    t = await createPaystackTestApp({ kind });
    const current = t;
    const queued = await Promise.all([
      reminders(current, weekBefore).runOnce(),
      reminders(current, weekBefore).runOnce(),
    ]);
    expect(queued.reduce((sum, each) => sum + each, 0)).toBe(1);
    expect(await reminders(current, dayBefore).runOnce()).toBe(1);
    const mails = await reminderMails(t);
    // Nothing paid: the first instalment, due on 31 December 2027, is overdue by then.
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Reminder: ₦150,000 due by 17 August 2028, ₦75,000 of it overdue (KCC-2024-0001)",
      "Reminder: ₦150,000 due by 17 August 2028, ₦75,000 of it overdue (KCC-2024-0001)",
    ]);
    expect(mails[0]?.to_address).toBe(t.email);
    expect(mails[0]?.text_body).toContain("your child's place");
    // The link waits sealed beside the text; the mail sent has it in place (decision 232).
    expect(mails[0]?.text_body).not.toContain("token=");
    expect(t.sentText(mails[0])).toMatch(/\/api\/payments\/invoice\?token=/);
  });

  test("a reminder states the whole amount owed by its day and says what of it is overdue; with the first paid, only the second", async () => {
    t = await createPaystackTestApp({ kind });
    expect(await reminders(t, weekBefore).runOnce()).toBe(1);
    const [owedAll] = await reminderMails(t);
    expect(owedAll?.text_body).toContain("₦150,000 is to be paid by 17 August 2028");
    expect(owedAll?.text_body).toContain(
      "Of it, ₦75,000 was due earlier and is now overdue; the second instalment, ₦75,000, falls due on 17 August 2028.",
    );
    await t.cleanup();

    t = await createPaystackTestApp({ kind });
    await t.standIn.payAt((await t.checkout(7_500_000)).headers.location as string);
    expect(await reminders(t, weekBefore).runOnce()).toBe(1);
    const [second] = await reminderMails(t);
    expect(second?.subject).toBe(
      "Reminder: second instalment due on 17 August 2028 (KCC-2024-0001)",
    );
    expect(second?.text_body).toContain("the second instalment for your child's place at");
    expect(second?.text_body).toContain("₦75,000, is due on 17 August 2028");
    expect(second?.text_body).not.toContain("overdue");
  });

  test("a reminder is never sent twice: a restarted instance on the same day queues nothing, and asks to queue nothing", async () => {
    t = await createPaystackTestApp({ kind });
    expect(await reminders(t, weekBefore).runOnce()).toBe(1);
    const claims = vi.spyOn(t.app.payments.repository, "queueReminder");
    const restarted = reminders(t, new Date(weekBefore.getTime() + 3_600_000));
    expect(await restarted.runOnce()).toBe(0);
    expect(claims).not.toHaveBeenCalled();
    expect(await reminderMails(t)).toHaveLength(1);
  });

  test("a paid instalment, or the first one, gets no reminder", async () => {
    t = await createPaystackTestApp({ kind });
    // The first instalment falls due on 31 December 2027: never reminded.
    expect(await reminders(t, new Date("2027-12-24T08:00:00Z")).runOnce()).toBe(0);
    await t.app.payments.recordByStaff(
      {
        invoiceId: t.invoice.id,
        method: "bank-transfer",
        amount: kobo(15_000_000),
        paidOn: "2026-11-28",
        note: null,
        by: "staff@hub.example",
        formToken: null,
      },
      auditLog(t.app.database).line({
        action: "payment-recorded",
        target: `invoice:${t.invoice.id}`,
      }),
    );
    expect(await reminders(t, weekBefore).runOnce()).toBe(0);
    expect(await reminderMails(t)).toEqual([]);
  });
});
