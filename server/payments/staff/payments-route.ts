import type { FastifyInstance } from "fastify";
import { callFileName } from "#content-model/calls/calls.ts";
import { html, looks, sendPage } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { cohortLedger } from "#server/payments/staff/cohort-ledger.ts";
import { formDoneOf } from "#server/payments/staff/form-done.ts";
import { nairaText } from "#server/payments/staff/naira-text.ts";
import { alarmCount, alarmList, openAlarms } from "#server/payments/staff/payment-alarms.ts";
import {
  type PaymentsPagesOptions,
  paymentsFrame,
  paymentsPath,
} from "#server/payments/staff/payments-pages-options.ts";

/**
 * GET /payments: each paid call of the live content (a call with a fee,
 * decision 202), with how many invoices it has, what was collected and
 * what is outstanding. A free call has no place here.
 */
export async function paymentsRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  app.get(
    paymentsPath.calls,
    { config: { roles: paymentRecorders, page: true } },
    async (request, reply) => {
      const content = options.content();
      const paid = content.calls.map(callFileName).filter((call) => options.payments.charges(call));
      const [cohorts, alarms] = await Promise.all([
        Promise.all(
          paid.map(async (call) => ({ call, totals: await cohortLedger(options, call).totals() })),
        ),
        options.payments.repository.alarms(),
      ]);
      // Every open alarm, those of no invoice of ours among them: this is where they show.
      const open = openAlarms(alarms);
      const done = formDoneOf(request.query);
      return sendPage(
        reply,
        paymentsFrame(request, "Payments", options),
        html`<h1 class="text-h1">Payments</h1>
<p class="mt-2">Each call with a fee: its invoices, what came in and what is still to come.</p>
${done ? html`<p role="status" class="bg-success-soft text-success rounded-card mt-4 p-3 font-semibold">${done}</p>` : ""}
${
  open.length > 0
    ? html`<section aria-labelledby="alarms-title" class="rounded-card border-line mt-4 border-2 p-4">
<h2 id="alarms-title" class="font-semibold" data-alarms="${String(open.length)}">${alarmCount(open.length)}: money that did not match</h2>
<p class="text-small mt-1">Each needs a look in the Paystack dashboard or the bank statement; mark it dealt with once it is done.</p>
${alarmList(open, { from: paymentsPath.calls, linkInvoices: true })}
</section>`
    : ""
}
${
  cohorts.length === 0
    ? html`<p class="mt-6">No call of the live site has a fee.</p>`
    : html`<ul class="mt-4 flex flex-col gap-2">${cohorts.map(({ call, totals }) => {
        const names = callNames(call, content);
        const count = totals.invoices;
        const alarmsOf = (of: string) => open.filter((alarm) => alarm.invoice?.call === of).length;
        return html`<li class="border-line rounded-xl border">
<a href="${paymentsPath.call(call)}" class="hover:bg-surface-muted flex flex-col gap-2 rounded-xl p-4">
<span class="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
<span class="font-semibold">${names.programme}${names.edition ? ` ${names.edition}` : ""}</span>
<span class="text-small text-ink-soft">${count === 1 ? "1 invoice" : `${count} invoices`}${alarmsOf(call) > 0 ? ` · ${alarmCount(alarmsOf(call))}` : ""}</span>
</span>
<span class="flex flex-wrap gap-2">
<span class="${looks.badge}">Collected ${nairaText(totals.collected)}</span>
<span class="${looks.badge}">Outstanding ${nairaText(totals.outstanding)}</span>
</span>
</a>
</li>`;
      })}</ul>`
}`,
      );
    },
  );
}
