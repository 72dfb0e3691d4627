import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, test } from "vitest";
import { siteDate } from "#content-model/dates.ts";
import { formatNaira, type Kobo } from "#schemas/money.ts";
import { linkResendsPerHour } from "#server/db/payments-repository.ts";
import { lagosTime } from "#server/lagos-time.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";
import type { InvoiceSchedule } from "#server/payments/invoice.ts";
import { standingParts } from "#server/payments/invoice-standing.ts";
import { drawnText } from "#server/payments/pdf/pdf-text.ts";
import { newFormToken } from "#server/payments/staff/form-token.ts";
import { nairaAmountRefusals } from "#server/payments/staff/naira-amount.ts";
import { paymentsExportHeader } from "#server/payments/staff/payments-export-route.ts";
import { testMails } from "#tests/support/admission-test-kit.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { testDatabases } from "#tests/support/test-app.ts";

/** Today in Lagos: the invoices here are issued today, and money cannot arrive before that. */
const today = lagosTime(new Date().toISOString()).slice(0, 10);

let t: StaffTestApp;
afterEach(() => t.cleanup());

const call = "kids-code-camp-2024";
const callPath = `/payments/${call}`;

/** A parent's application to the sample Kids Code Camp, with the names its form asks, offered a place: its invoice. */
async function invoiced(parent: string, child: string, email: string) {
  const stored = await t.site.admissions.repository.add(
    {
      call,
      form: "kids-code-camp",
      referencePrefix: "KCC-2024",
      email,
      questions: [
        { id: "parent-name", type: "short-text", label: "Your name", required: true },
        { id: "parent-email", type: "email", label: "Your email", required: true },
        { id: "parent-phone", type: "phone", label: "Your phone number", required: true },
        { id: "child-name", type: "short-text", label: "Your child's name", required: true },
      ],
      answers: {
        "parent-name": parent,
        "parent-email": email,
        "parent-phone": "+2348065551234",
        "child-name": child,
      },
      file: null,
    },
    testMails(email),
    "203.0.113.9",
  );
  if (!stored.stored) throw new Error("the application should be stored");
  const application = await t.site.admissions.repository.findByReference(stored.reference);
  if (!application) throw new Error("the application should be found");
  const issued = await t.staff.payments.issueInvoice(application.id);
  if ("refused" in issued) throw new Error(issued.refused);
  if ("stale" in issued) throw new Error("the application should be where an invoice is issued");
  return issued.invoice;
}

function get(url: string, cookie: string) {
  return t.staff.inject({ method: "GET", url, headers: { cookie } });
}

/** A recording form posted as the page draws it: each call is a fresh form, with its own token, unless one is given. */
function record(reference: string, cookie: string, fields: Record<string, string>) {
  return t.staff.inject({
    method: "POST",
    url: `${callPath}/${reference}/payments`,
    headers: { cookie, origin: t.origin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ formToken: newFormToken(), ...fields }).toString(),
  });
}

/** The one-time token the invoice page drew into its bank-transfer form. */
function drawnToken(page: string): string {
  const token =
    /name="method" value="bank-transfer">\n<input type="hidden" name="formToken" value="([0-9a-f]{32})">/.exec(
      page,
    )?.[1];
  if (!token) throw new Error("the transfer form should carry a token");
  return token;
}

const receipts = () =>
  t.site.database.db
    .selectFrom("outbox_messages")
    .select("text_body")
    .where("kind", "=", "payment-receipt")
    .execute();

/** A charge Paystack confirmed for this reference, as the webhook hands it on. */
async function paystackPaid(reference: string, amount: number, checkout = true) {
  const invoice = /^([A-Z]{3}-\d{4}-\d+)-/.exec(reference)?.[1] ?? "";
  const stored = await t.staff.payments.repository.findInvoiceByReference(invoice);
  if (checkout && stored) {
    await t.staff.payments.repository.openCheckout(stored.id, reference, amount as Kobo);
  }
  return t.staff.payments.recordTransaction({
    status: "success",
    reference,
    amount,
    currency: "NGN",
    paid_at: new Date().toISOString(),
  });
}

/** The "Mark as dealt with" form of an alarm, posted as the page draws it. */
function markDealtWith(id: number, cookie: string, back: string) {
  return t.staff.inject({
    method: "POST",
    url: `/payments/alarms/${id}/dealt-with`,
    headers: { cookie, origin: t.origin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ formToken: newFormToken(), back }).toString(),
  });
}

/** "Send the payment link again" pressed, with this form's token. */
function resendLink(reference: string, cookie: string, formToken = newFormToken()) {
  return t.staff.inject({
    method: "POST",
    url: `${callPath}/${reference}/payment-link`,
    headers: { cookie, origin: t.origin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ formToken }).toString(),
  });
}

/** The payment links sent again, as the worker will send them. */
async function resentLinks() {
  const rows = await t.site.database.db
    .selectFrom("outbox_messages")
    .select(["kind", "subject", "text_body", "sealed_secret"])
    .where("subject", "like", "Your new payment link%")
    .execute();
  return rows.map((row) => ({ ...row, sent: textAsSent(row, t.staff.mailSecrets.open) }));
}

const auditOf = (action: string) =>
  t.site.database.db
    .selectFrom("staff_audit_log")
    .select(["target", "detail"])
    .where("action", "=", action)
    .execute();

describe.each(testDatabases)("staff work the payments on %s", (kind) => {
  test("the cohort list and its export give what a manager needs to chase a parent: phone, address, what is overdue, the next due day, a link to the application", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    const [first] = standingParts(invoice.schedule as InvoiceSchedule);
    if (!first) throw new Error("the invoice should have a part to pay");
    const list = await get(callPath, staff.cookie);
    expect(list.body).toContain('href="tel:08065551234">0806 555 1234<');
    expect(list.body).toContain('href="mailto:ngozi@family.example"');
    expect(list.body).toContain(`href="/applications/${call}/${invoice.reference}">Application<`);
    expect(list.body).toContain(`Next due ${siteDate(first.due)}`);
    const csv = await get(`${callPath}/export.csv`, staff.cookie);
    const [, row] = csv.body.slice(1).split("\r\n");
    expect(row).toContain(`,0.00,${first.due},ngozi@family.example,0806 555 1234,`);
    // Once the first part's day has passed, unpaid, it is overdue by what it asks.
    await t.site.database.db
      .updateTable("payment_instalments")
      .set({ due_on: "2024-01-01" })
      .where("invoice_id", "=", invoice.id)
      .where("part", "=", 0)
      .execute();
    const late = await get(callPath, staff.cookie);
    expect(late.body).toContain(
      `<strong data-overdue>Overdue ${formatNaira(first.amount)}</strong>`,
    );
  });

  test("a bank over-payment is recorded as the bank shows it only when its box is ticked, with an over-payment alarm; unticked it is refused as before, what was typed kept", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    const typed = { method: "bank-transfer", amount: "160,000", paidOn: today, note: "GTB" };
    const refused = await record(invoice.reference, staff.cookie, typed);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("That is more than is still due (₦150,000).");
    expect(refused.body).toContain('value="160,000"');
    expect(refused.body).toMatch(/name="overPaid" type="checkbox" value="yes" [^>]*class="[^"]*">/);
    expect(await t.staff.payments.repository.paymentsOf(invoice.id)).toEqual([]);
    const recorded = await record(invoice.reference, staff.cookie, { ...typed, overPaid: "yes" });
    expect(recorded.statusCode).toBe(303);
    expect(
      (await t.staff.payments.repository.paymentsOf(invoice.id)).map((each) => each.amount),
    ).toEqual([16_000_000]);
    const alarms = await t.staff.payments.repository.alarms(call);
    expect(alarms.map((alarm) => [alarm.kind, alarm.invoiceId, alarm.providerReference])).toEqual([
      ["over-payment", invoice.id, null],
    ]);
    expect(alarms[0]?.detail).toContain("₦10,000 more than the invoice");
    const list = await get(callPath, staff.cookie);
    expect(list.body).toContain('data-alarms="1">1 open alarm');
    await record(invoice.reference, staff.cookie, {
      method: "refund",
      amount: "10,000",
      paidOn: today,
    });
    expect((await get(callPath, staff.cookie)).body).not.toContain("data-alarms=");
  });

  test("the payment link is sent again once per press, sealed in the outbox, opening the invoice's statement, and audited by reference; a paid or ended invoice gets none, with the reason", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    const url = `${callPath}/${invoice.reference}`;
    expect((await get(url, staff.cookie)).body).toContain("Send the payment link again");
    const token = newFormToken();
    const sent = await resendLink(invoice.reference, staff.cookie, token);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${url}?link=sent#`);
    expect((await resendLink(invoice.reference, staff.cookie, token)).statusCode).toBe(303);
    const [mail, ...more] = await resentLinks();
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("payment-offer");
    // Sealed until sent (decision 232): the stored text carries no token.
    expect(mail?.text_body).not.toContain("token=");
    const link = /https?:\/\/\S+\?token=(\S+)/.exec(mail?.sent ?? "")?.[1];
    const statement = await t.staff.payments.statement(decodeURIComponent(link ?? ""));
    expect(statement?.invoice.reference).toBe(invoice.reference);
    expect((await get(`${url}?link=sent`, staff.cookie)).body).toContain(
      "A new payment link is on its way to the parent",
    );
    expect(await auditOf("payment-link-resent")).toEqual([
      { target: `invoice:${invoice.id}`, detail: JSON.stringify({ invoice: invoice.reference }) },
    ]);
    // A few an hour: each is another live link and spends the visitors' mail budget.
    for (let press = 1; press < linkResendsPerHour; press += 1) {
      expect((await resendLink(invoice.reference, staff.cookie)).statusCode).toBe(303);
    }
    const tooMany = await resendLink(invoice.reference, staff.cookie);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.body).toContain(`sent again ${linkResendsPerHour} times in the last hour`);
    expect(await resentLinks()).toHaveLength(linkResendsPerHour);

    await record(invoice.reference, staff.cookie, {
      method: "bank-transfer",
      amount: "150,000",
      paidOn: today,
    });
    const paid = await resendLink(invoice.reference, staff.cookie);
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain("The invoice is paid in full");
    const other = await invoiced("Ada Obi", "Emeka Obi", "ada@family.example");
    await t.site.database.db
      .updateTable("admission_applications")
      .set({ stage: "withdrawn" })
      .where("id", "=", other.applicationId)
      .execute();
    const ended = await resendLink(other.reference, staff.cookie);
    expect(ended.statusCode).toBe(409);
    expect(ended.body).toContain("The application was withdrawn or declined");
    expect(await resentLinks()).toHaveLength(linkResendsPerHour);
    const editor = await t.personWithRole("editor");
    expect((await resendLink(invoice.reference, editor.cookie)).statusCode).toBe(403);
  });

  test("a second Paystack payment is an alarm in naira on the overview, the cohort list and the invoice page, until a refund of the excess settles it", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    await paystackPaid(`${invoice.reference}-aaaaaaaaaaaa`, 7_500_000);
    await paystackPaid(`${invoice.reference}-bbbbbbbbbbbb`, 15_000_000);
    const words = "Paystack took ₦150,000 for KCC-2024-0001, ₦75,000 more than the invoice";
    const overview = await get("/payments", staff.cookie);
    expect(overview.body).toContain('data-alarms="1">1 open alarm');
    expect(overview.body).toContain(words);
    expect(overview.body).not.toMatch(/\d kobo/);
    const list = await get(callPath, staff.cookie);
    expect(list.body).toContain('data-alarms="1">1 open alarm');
    expect(list.body).toContain(words);
    expect(list.body).toContain(`href="${callPath}/${invoice.reference}"`);
    expect(list.body).toContain("data-alarmed");
    const page = await get(`${callPath}/${invoice.reference}`, staff.cookie);
    expect(page.body).toContain(words);
    expect(page.body).toContain('data-alarm-state="open"');
    // Each Paystack payment names its reference, as the dashboard's list does, for the day's reconciliation.
    expect(page.body).toContain(
      `<span data-provider-reference>${invoice.reference}-bbbbbbbbbbbb</span>`,
    );
    await record(invoice.reference, staff.cookie, {
      method: "refund",
      amount: "75,000",
      paidOn: today,
    });
    expect((await get(`${callPath}/${invoice.reference}`, staff.cookie)).body).toContain(
      'data-alarm-state="refunded"',
    );
    expect((await get(callPath, staff.cookie)).body).not.toContain("data-alarms=");
    expect((await get("/payments", staff.cookie)).body).not.toContain("data-alarms=");
  });

  test("an alarm marked dealt with leaves the open ones, once, audited by its number and kind alone", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    await paystackPaid(`${invoice.reference}-aaaaaaaaaaaa`, 15_000_000);
    await paystackPaid(`${invoice.reference}-bbbbbbbbbbbb`, 7_500_000);
    const [alarm] = await t.staff.payments.repository.alarms();
    if (!alarm) throw new Error("the over-payment should be an alarm");
    const marked = await markDealtWith(alarm.id, staff.cookie, callPath);
    expect(marked.statusCode).toBe(303);
    expect(marked.headers.location).toBe(`${callPath}?alarm=dealt-with`);
    expect((await markDealtWith(alarm.id, staff.cookie, callPath)).statusCode).toBe(303);
    const list = await get(`${callPath}?alarm=dealt-with`, staff.cookie);
    expect(list.body).toContain("The alarm is marked dealt with.");
    expect(list.body).not.toContain("data-alarms=");
    const page = await get(`${callPath}/${invoice.reference}`, staff.cookie);
    expect(page.body).toContain('data-alarm-state="dealt-with"');
    expect(page.body).toContain(`Dealt with by ${staff.email}`);
    expect(await auditOf("payment-alarm-dealt-with")).toEqual([
      { target: `alarm:${alarm.id}`, detail: JSON.stringify({ kind: "over-payment" }) },
    ]);
    // A return address that is no payments page goes to the overview, never off the site.
    const elsewhere = await markDealtWith(alarm.id, staff.cookie, "https://evil.example/");
    expect(elsewhere.headers.location).toBe("/payments?alarm=dealt-with");
    expect((await markDealtWith(999_999, staff.cookie, callPath)).statusCode).toBe(404);
    const editor = await t.personWithRole("editor");
    expect((await markDealtWith(alarm.id, editor.cookie, callPath)).statusCode).toBe(403);
  });

  test("a charge of our shape whose checkout row is lost is kept with the invoice its reference names; one of no invoice shows on the overview", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    await paystackPaid(`${invoice.reference}-cccccccccccc`, 7_500_000, false);
    await paystackPaid("KCC-2024-9999-dddddddddddd", 5_000_000, false);
    const alarms = await t.staff.payments.repository.alarms();
    expect(alarms.map((alarm) => [alarm.kind, alarm.invoiceId])).toEqual([
      ["unknown-reference", null],
      ["unknown-reference", invoice.id],
    ]);
    const overview = await get("/payments", staff.cookie);
    expect(overview.body).toContain('data-alarms="2">2 open alarms');
    expect(overview.body).toContain("KCC-2024-9999-dddddddddddd");
    expect(overview.body).toContain("Paystack reported ₦50,000 (NGN)");
    const list = await get(callPath, staff.cookie);
    expect(list.body).toContain('data-alarms="1">1 open alarm');
    expect((await get(`${callPath}/${invoice.reference}`, staff.cookie)).body).toContain(
      "Paystack reported ₦75,000 (NGN)",
    );
  });

  test("a withdrawn place owes nothing: shown withdrawn with what was paid and a refund due, left out of Outstanding, kept in Collected", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    await invoiced("Ada Obi", "Emeka Obi", "ada@family.example");
    const staff = await t.personWithRole("staff");
    await record(invoice.reference, staff.cookie, {
      method: "bank-transfer",
      amount: "75,000",
      paidOn: today,
    });
    await t.site.database.db
      .updateTable("admission_applications")
      .set({ stage: "withdrawn" })
      .where("id", "=", invoice.applicationId)
      .execute();
    const list = await get(callPath, staff.cookie);
    expect(list.body).toContain('data-total="collected">₦75,000<');
    // Only the other invoice, unpaid, is owed.
    expect(list.body).toContain('data-total="outstanding">₦150,000<');
    expect(list.body).toContain('data-standing="withdrawn">Withdrawn<');
    expect(list.body).toContain("Paid ₦75,000 · Refund due ₦75,000 · nothing owed");
    // The export says what is to go back, beside what is owed.
    const csv = await get(`${callPath}/export.csv`, staff.cookie);
    expect(csv.body).toContain("Outstanding (NGN),Refund due (NGN)");
    expect(csv.body).toContain(
      `${invoice.reference},Ngozi Eze · Chidi Eze,Withdrawn,150000.00,75000.00,0.00,75000.00,`,
    );
    const filtered = await get(`${callPath}?status=withdrawn`, staff.cookie);
    expect(filtered.body).toContain("1 invoice: withdrawn");
    const page = await get(`${callPath}/${invoice.reference}`, staff.cookie);
    expect(page.body).toContain('data-figure="refund-due">₦75,000<');
    expect(page.body).not.toContain('data-figure="outstanding"');
    await record(invoice.reference, staff.cookie, {
      method: "refund",
      amount: "75,000",
      paidOn: today,
    });
    const refunded = await get(callPath, staff.cookie);
    expect(refunded.body).toContain("Paid ₦0 · nothing owed");
  });

  test("a transfer typed in naira through the invoice page's form is recorded in exact kobo, once, with its receipt and audit line, and the invoice turns paid", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    const url = `${callPath}/${invoice.reference}`;
    const before = await get(url, staff.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain("Ngozi Eze · Chidi Eze");
    expect(before.body).toContain(`action="${url}/payments#bank-transfer-refused"`);
    const first = await record(invoice.reference, staff.cookie, {
      method: "bank-transfer",
      amount: "₦74,999.90",
      paidOn: today,
      note: "GTB transfer",
    });
    expect(first.statusCode).toBe(303);
    // An empty fragment: not the form's "#bank-transfer-refused", which the browser would keep.
    expect(first.headers.location).toBe(`${url}?recorded=bank-transfer#`);
    const rest = await record(invoice.reference, staff.cookie, {
      method: "bank-transfer",
      amount: "75,000.10",
      paidOn: today,
      note: "",
    });
    expect(rest.statusCode).toBe(303);
    expect(
      (await t.staff.payments.repository.paymentsOf(invoice.id)).map((payment) => payment.amount),
    ).toEqual([7_499_990, 7_500_010]);
    const after = await get(`${url}?recorded=bank-transfer`, staff.cookie);
    expect(after.body).toContain('data-standing="paid"');
    expect(after.body).toContain("The transfer is recorded.");
    expect(after.body).toContain(`Recorded by ${staff.email}`);
    expect(await receipts()).toHaveLength(2);
    expect(
      (await auditOf("payment-recorded")).map((line) => JSON.parse(line.detail ?? "{}")),
    ).toEqual([
      { invoice: invoice.reference, method: "bank-transfer", amount: 7_499_990, paidOn: today },
      { invoice: invoice.reference, method: "bank-transfer", amount: 7_500_010, paidOn: today },
    ]);
  });

  test("a transfer form sent twice, one after the other or both at once, records one payment, one receipt, one audit line, and both land on the recorded page", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    const url = `${callPath}/${invoice.reference}`;
    const page = (await get(url, staff.cookie)).body;
    const formToken = drawnToken(page);
    expect(drawnToken((await get(url, staff.cookie)).body)).not.toBe(formToken);
    const form = { method: "bank-transfer", amount: "150,000", paidOn: today, formToken };
    const sent = await Promise.all([
      record(invoice.reference, staff.cookie, form),
      record(invoice.reference, staff.cookie, form),
    ]);
    // The whole fee: a repeat taken as a new payment would be refused as more than is due.
    const again = await record(invoice.reference, staff.cookie, form);
    for (const answer of [...sent, again]) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`${url}?recorded=bank-transfer#`);
    }
    expect(
      (await t.staff.payments.repository.paymentsOf(invoice.id)).map((payment) => payment.amount),
    ).toEqual([15_000_000]);
    expect(await receipts()).toHaveLength(1);
    expect(await auditOf("payment-recorded")).toHaveLength(1);
  });

  test("a form's token used on another invoice, or for another amount, is refused with 409 and stores nothing, while an exact repeat stays recorded once", async () => {
    t = await createStaffTestApp({}, kind);
    const first = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const second = await invoiced("Ada Obi", "Tobi Obi", "ada@family.example");
    const staff = await t.personWithRole("staff");
    const formToken = newFormToken();
    const form = { method: "bank-transfer", amount: "1,000", paidOn: today, formToken };
    expect((await record(first.reference, staff.cookie, form)).statusCode).toBe(303);
    expect((await record(first.reference, staff.cookie, form)).statusCode).toBe(303);
    const elsewhere = await record(second.reference, staff.cookie, form);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.body).toContain("This form was already used for another payment.");
    const otherAmount = await record(first.reference, staff.cookie, { ...form, amount: "2,000" });
    expect(otherAmount.statusCode).toBe(409);
    expect(await t.staff.payments.repository.paymentsOf(second.id)).toEqual([]);
    expect(
      (await t.staff.payments.repository.paymentsOf(first.id)).map((payment) => payment.amount),
    ).toEqual([100_000]);
    expect(await receipts()).toHaveLength(1);
  });

  test("a recording form without its token is refused and records nothing", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    for (const formToken of ["", "not-a-token"]) {
      const refused = await record(invoice.reference, staff.cookie, {
        method: "bank-transfer",
        amount: "1,000",
        paidOn: today,
        formToken,
      });
      expect(refused.statusCode, formToken).toBe(400);
    }
    expect(await t.staff.payments.repository.paymentsOf(invoice.id)).toEqual([]);
  });

  test("a cohort's page counts collected and outstanding in kobo for the whole cohort and filters by standing", async () => {
    t = await createStaffTestApp({}, kind);
    const paid = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const part = await invoiced("Ada Obi", "Ife Obi", "ada@family.example");
    await invoiced("Emeka Nnaji", "Uche Nnaji", "emeka@family.example");
    const admin = await t.personWithRole("admin");
    await record(paid.reference, admin.cookie, {
      method: "bank-transfer",
      amount: "150,000",
      paidOn: today,
    });
    await record(part.reference, admin.cookie, {
      method: "bank-transfer",
      amount: "0.01",
      paidOn: today,
    });
    const page = await get(callPath, admin.cookie);
    expect(page.statusCode).toBe(200);
    // 15,000,000 + 1 kobo in; 3 × 15,000,000 − that out.
    expect(page.body).toContain('data-total="collected">₦150,000.01<');
    expect(page.body).toContain('data-total="outstanding">₦299,999.99<');
    expect(page.body).toContain("3 invoices");
    const onlyPaid = await get(`${callPath}?status=paid`, admin.cookie);
    expect(onlyPaid.body).toContain("1 invoice: paid");
    expect(onlyPaid.body).toContain(paid.reference);
    expect(onlyPaid.body).not.toContain(part.reference);
    expect(onlyPaid.body).toContain('data-total="collected">₦150,000.01<');
    const overview = await get("/payments", admin.cookie);
    expect(overview.body).toContain(`href="${callPath}"`);
    expect(overview.body).toContain("Collected ₦150,000.01");
    expect(overview.body).toContain('aria-current="page" class');
    expect(overview.body).toMatch(/href="\/payments" aria-current="page"/);
  });

  test("a cohort's page shows its invoices 50 a page, oldest first, each page a link that keeps the filter", async () => {
    t = await createStaffTestApp({}, kind);
    const invoices = [];
    for (let n = 1; n <= 51; n += 1) {
      invoices.push(await invoiced(`Parent ${n}`, `Child ${n}`, `parent${n}@family.example`));
    }
    const [first, second, last] = [invoices[0], invoices[1], invoices[50]];
    if (!first || !second || !last) throw new Error("51 invoices should be issued");
    const staff = await t.personWithRole("staff");
    await record(first.reference, staff.cookie, {
      method: "bank-transfer",
      amount: "150,000",
      paidOn: today,
    });
    const shown = (body: string) => [...body.matchAll(/data-standing="([a-z-]+)"/g)].length;
    const one = await get(callPath, staff.cookie);
    expect(one.body).toContain("51 invoices<");
    expect(shown(one.body)).toBe(50);
    expect(one.body.indexOf(first.reference)).toBeLessThan(one.body.indexOf(second.reference));
    expect(one.body).not.toContain(last.reference);
    expect(one.body).toContain(`href="${callPath}?page=2" rel="next">Next 50<`);
    const two = await get(`${callPath}?page=2`, staff.cookie);
    expect(two.body).toContain("51 invoices, page 2<");
    expect(shown(two.body)).toBe(1);
    expect(two.body).toContain(last.reference);
    expect(two.body).toContain(`href="${callPath}?page=1">First page<`);
    expect(two.body).not.toContain('rel="next"');
    const unpaid = await get(`${callPath}?status=unpaid`, staff.cookie);
    expect(unpaid.body).toContain("50 invoices: unpaid<");
    expect(shown(unpaid.body)).toBe(50);
    expect(unpaid.body).not.toContain(first.reference);
    expect(unpaid.body).toContain(last.reference);
    expect(unpaid.body).not.toContain('rel="next"');
    const beyond = await get(`${callPath}?status=unpaid&page=2`, staff.cookie);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toContain("No invoice stands so. Show every invoice.");
    expect(beyond.body).toContain(`href="${callPath}?status=unpaid&amp;page=1">First page<`);
  });

  test("a bad amount is refused with the reason just above its form, where the page opens, what was typed stays in the form, and nothing is stored", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
    const staff = await t.personWithRole("staff");
    const url = `${callPath}/${invoice.reference}`;
    for (const [amount, reason] of [
      ["75.000,50", nairaAmountRefusals.shape],
      ["", nairaAmountRefusals.missing],
      ["0", "The amount must be more than ₦0."],
      ["150,000.01", "That is more than is still due (₦150,000)."],
    ] as const) {
      const refused = await record(invoice.reference, staff.cookie, {
        method: "bank-transfer",
        amount,
        paidOn: today,
        note: "typed <b>note</b>",
      });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.body).toContain(reason.replaceAll("'", "&#39;"));
      // The reason is where the form's action leads the browser: beside the form and its button, in view.
      expect(refused.body).toContain(`action="${url}/payments#bank-transfer-refused"`);
      expect(refused.body).toMatch(
        /<p role="alert" id="bank-transfer-refused"[^>]*>[^<]+<\/p>\s*<form method="post"/,
      );
      expect(refused.body).toContain(
        `name="amount" inputmode="decimal" autocomplete="off" required maxlength="20" value="${amount}"`,
      );
      expect(refused.body).toContain('value="typed &lt;b&gt;note&lt;/b&gt;"');
    }
    const refund = await record(invoice.reference, staff.cookie, {
      method: "refund",
      amount: "10",
      paidOn: today,
    });
    expect(refund.statusCode).toBe(400);
    expect(refund.body).toContain("A refund can be at most what was paid: ₦0.");
    const forged = await record(invoice.reference, staff.cookie, { method: "cash", amount: "10" });
    expect(forged.statusCode).toBe(400);
    expect(await t.staff.payments.repository.paymentsOf(invoice.id)).toEqual([]);
    expect(await receipts()).toEqual([]);
  });

  test("the export lists each invoice in naira with a byte-order mark, no cell a spreadsheet runs, and is audited", async () => {
    t = await createStaffTestApp({}, kind);
    const invoice = await invoiced(
      '=HYPERLINK("http://evil.example")',
      "Chidi",
      "x@family.example",
    );
    const staff = await t.personWithRole("staff");
    await record(invoice.reference, staff.cookie, {
      method: "bank-transfer",
      amount: "75,000.10",
      paidOn: today,
    });
    const csv = await get(`${callPath}/export.csv`, staff.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="payments-kids-code-camp-2024-/,
    );
    expect(csv.body.startsWith("\ufeff")).toBe(true);
    const [header, row] = csv.body.slice(1).split("\r\n");
    expect(header).toBe(paymentsExportHeader.join(","));
    expect(row).toMatch(
      new RegExp(
        `^${invoice.reference},"'=HYPERLINK\\(""http://evil.example""\\) · Chidi",(?:Part paid|Overdue),150000.00,75000.10,74999.90,`,
      ),
    );
    expect(await auditOf("payments-exported")).toEqual([
      {
        target: `call:${call}`,
        detail: JSON.stringify({ format: "csv", rows: 1, cohort: "Kids Code Camp 2024" }),
      },
    ]);
  });
});

test("an application with an invoice links to its invoice's payments page; one without, to none", async () => {
  t = await createStaffTestApp();
  const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
  const staff = await t.personWithRole("staff");
  const invoicePath = `${callPath}/${invoice.reference}`;
  const page = await get(`/applications/${call}/${invoice.reference}`, staff.cookie);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`href="${invoicePath}"`);
  expect((await get(invoicePath, staff.cookie)).statusCode).toBe(200);
  const stored = await t.site.admissions.repository.add(
    {
      call,
      form: "kids-code-camp",
      referencePrefix: "KCC-2024",
      email: "ada@family.example",
      questions: [{ id: "parent-email", type: "email", label: "Your email", required: true }],
      answers: { "parent-email": "ada@family.example" },
      file: null,
    },
    testMails("ada@family.example"),
    "203.0.113.9",
  );
  if (!stored.stored) throw new Error("the application should be stored");
  const uninvoiced = await get(`/applications/${call}/${stored.reference}`, staff.cookie);
  expect(uninvoiced.statusCode).toBe(200);
  expect(uninvoiced.body).not.toContain(`href="${callPath}/`);
});

test("an editor is refused every payments page and form, and records nothing", async () => {
  t = await createStaffTestApp();
  const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
  const editor = await t.personWithRole("editor");
  for (const url of [
    "/payments",
    callPath,
    `${callPath}/export.csv`,
    `${callPath}/${invoice.reference}`,
    `${callPath}/${invoice.reference}/invoice.pdf`,
  ]) {
    expect((await get(url, editor.cookie)).statusCode, url).toBe(403);
  }
  const refused = await record(invoice.reference, editor.cookie, {
    method: "bank-transfer",
    amount: "1000",
    paidOn: today,
  });
  expect(refused.statusCode).toBe(403);
  expect(await t.staff.payments.repository.paymentsOf(invoice.id)).toEqual([]);
  const menu = await get("/payments", (await t.personWithRole("staff")).cookie);
  expect(menu.body).toContain('href="/applications"');
});

test("the invoice and each receipt download as PDFs carrying the reference and the amounts, each download audited by number; bad addresses are 4xx", async () => {
  t = await createStaffTestApp();
  const invoice = await invoiced("Ngozi Eze", "Chidi Eze", "ngozi@family.example");
  const staff = await t.personWithRole("staff");
  await record(invoice.reference, staff.cookie, {
    method: "bank-transfer",
    amount: "75,000",
    paidOn: today,
  });
  const [payment] = await t.staff.payments.repository.paymentsOf(invoice.id);
  const page = await get(`${callPath}/${invoice.reference}`, staff.cookie);
  const receiptUrl = `${callPath}/${invoice.reference}/receipts/${payment?.id}.pdf`;
  expect(page.body).toContain(`href="${receiptUrl}"`);
  const pdf = await get(`${callPath}/${invoice.reference}/invoice.pdf`, staff.cookie);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers["content-type"]).toBe("application/pdf");
  expect(pdf.headers["content-disposition"]).toBe(
    `attachment; filename="invoice-${invoice.reference}.pdf"`,
  );
  expect(pdf.headers["cache-control"]).toBe("no-store");
  const text = drawnText(await PDFDocument.load(pdf.rawPayload));
  expect(text).toContain(`Invoice ${invoice.reference}`);
  expect(text).toContain("NGN 150,000");
  expect(text).toContain("Ngozi Eze, Chidi Eze");
  const receipt = await get(receiptUrl, staff.cookie);
  expect(receipt.statusCode).toBe(200);
  expect(drawnText(await PDFDocument.load(receipt.rawPayload))).toContain("NGN 75,000");
  for (const [url, status] of [
    [`${callPath}/${invoice.reference}/receipts/999.pdf`, 404],
    [`${callPath}/${invoice.reference}/receipts/nonsense`, 404],
    [`${callPath}/KCC-2024-9999`, 404],
    ["/payments/sparks-2024/KCC-2024-0001", 404],
    [`${callPath}?status=settled`, 400],
    [`${callPath}?page=0`, 400],
    ["/payments/no-such-call", 404],
    ["/payments/Bad%20'call", 404],
  ] as const) {
    expect((await get(url, staff.cookie)).statusCode, url).toBe(status);
  }
  expect(await auditOf("payment-document-downloaded")).toEqual([
    {
      target: `invoice:${invoice.id}`,
      detail: JSON.stringify({ document: "invoice", invoice: invoice.reference }),
    },
    {
      target: `invoice:${invoice.id}`,
      detail: JSON.stringify({
        document: "receipt",
        payment: payment?.id,
        invoice: invoice.reference,
      }),
    },
  ]);
});
