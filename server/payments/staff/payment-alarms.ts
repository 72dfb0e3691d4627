import { formatNaira, kobo } from "#schemas/money.ts";
import { type Html, html, looks } from "#server/admissions/staff/staff-html.ts";
import type { StoredAlarm } from "#server/db/payments-repository.ts";
import type { PaymentAlarmKind } from "#server/db/schema.ts";
import { lagosTimeInWords } from "#server/lagos-time.ts";
import { newFormToken } from "#server/payments/staff/form-token.ts";
import { paymentsPath } from "#server/payments/staff/payments-pages-options.ts";

/** What each alarm is, as a programme manager reads it. */
export const alarmKindNames: Record<PaymentAlarmKind, string> = {
  "amount-mismatch": "Paystack took another amount than asked",
  "currency-mismatch": "Paystack took another currency",
  "unknown-reference": "A payment the hub has no checkout for",
  "ended-application": "Paid for a withdrawn or declined place",
  "over-payment": "Paid more than the invoice",
};

/**
 * Where an alarm stands: open, still to do; dealt with, marked so by staff;
 * or settled by the books, when the refunds recorded since cover what it
 * asked to give back (an over-payment down to the invoice's total, an
 * ended place's payments refunded to nothing).
 */
export type AlarmState = "open" | "dealt-with" | "refunded";

export function alarmState(alarm: StoredAlarm): AlarmState {
  if (alarm.dealtWithAt !== null) return "dealt-with";
  const { invoice } = alarm;
  if (invoice && alarm.kind === "over-payment" && invoice.paid <= invoice.total) return "refunded";
  if (invoice && alarm.kind === "ended-application" && invoice.paid <= 0) return "refunded";
  return "open";
}

export const openAlarms = (alarms: readonly StoredAlarm[]) =>
  alarms.filter((alarm) => alarmState(alarm) === "open");

/**
 * An alarm's words with its sums in naira: alarms raised before decision
 * 240 said them in kobo ("7500000 kobo"), and their rows are kept as written.
 */
export function alarmWords(detail: string): string {
  return detail.replace(/\b(\d{1,15}) kobo\b/g, (_all, amount: string) =>
    formatNaira(kobo(Number(amount))),
  );
}

/** A posted form's return address, when it is one of the payments pages a form is drawn on; else the overview. */
export function alarmReturnOf(value: unknown): string {
  return typeof value === "string" &&
    /^\/payments(?:\/[a-z0-9-]{1,100}(?:\/[A-Z]{3}-\d{4}-\d{4,9})?)?$/.test(value)
    ? value
    : paymentsPath.calls;
}

/**
 * Alarms as a list: each with what it is, its words, its Paystack reference
 * and day, its invoice's link (unless the page is the invoice's), and, when
 * open, the "Mark as dealt with" form (a plain post with a form token).
 */
export function alarmList(
  alarms: readonly StoredAlarm[],
  /** The page drawing the list, where its forms return. */
  options: { from: string; linkInvoices: boolean },
): Html {
  return html`<ul class="mt-2 flex flex-col gap-3">${alarms.map((alarm) => {
    const state = alarmState(alarm);
    const invoice = alarm.invoice;
    return html`<li class="border-line flex flex-col gap-1 border-b pb-3" data-alarm="${String(alarm.id)}" data-alarm-state="${state}">
<span class="font-semibold">${alarmKindNames[alarm.kind]}</span>
<span class="wrap-anywhere">${alarmWords(alarm.detail)}</span>
<span class="text-small text-ink-soft wrap-anywhere">${alarm.providerReference ? `Paystack reference ${alarm.providerReference} · ` : ""}${lagosTimeInWords(alarm.createdAt)}</span>
${
  options.linkInvoices && invoice
    ? html`<a class="${looks.link} text-small" href="${paymentsPath.invoice({ call: invoice.call, reference: invoice.reference })}">Invoice ${invoice.reference}</a>`
    : ""
}
${
  state === "dealt-with"
    ? html`<span class="text-small">Dealt with by ${alarm.dealtWithBy ?? "staff"}, ${lagosTimeInWords(alarm.dealtWithAt ?? alarm.createdAt)}</span>`
    : state === "refunded"
      ? html`<span class="text-small">Settled: the refunds recorded on the invoice cover it.</span>`
      : html`<form method="post" action="${paymentsPath.alarmDealtWith(alarm.id)}">
<input type="hidden" name="formToken" value="${newFormToken()}">
<input type="hidden" name="back" value="${options.from}">
<button type="submit" class="${looks.outlineButton}">Mark as dealt with</button>
</form>`
}
</li>`;
  })}</ul>`;
}

/** A count of alarms in words: "1 alarm", "3 alarms". */
export function alarmCount(count: number): string {
  return count === 1 ? "1 open alarm" : `${count} open alarms`;
}
