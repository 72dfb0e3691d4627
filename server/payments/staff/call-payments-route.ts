import type { FastifyInstance } from "fastify";
import { siteDate } from "#content-model/dates.ts";
import { invoiceStandingNames } from "#schemas/staff-payment-words.ts";
import { type InvoiceStanding, invoiceStandings } from "#schemas/staff-payments.ts";
import { applicationPath, callParam } from "#server/admissions/staff/application-params.ts";
import { html, looks, sendPage, sendRefusal } from "#server/admissions/staff/staff-html.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { cohortLedger, withNames } from "#server/payments/staff/cohort-ledger.ts";
import { formDoneOf } from "#server/payments/staff/form-done.ts";
import { nairaText } from "#server/payments/staff/naira-text.ts";
import { alarmCount, alarmList, openAlarms } from "#server/payments/staff/payment-alarms.ts";
import {
  type PaymentsPagesOptions,
  paymentsFrame,
  paymentsPath,
} from "#server/payments/staff/payments-pages-options.ts";

const pageSize = 50;

const back = { href: paymentsPath.calls, label: "Back to the paid calls" };

function standingOf(value: string): InvoiceStanding | null {
  return invoiceStandings.find((standing) => standing === value) ?? null;
}

/** A page number of the address: 1 when none is given, null for one no page has. */
function pageOf(value: unknown): number | null {
  if (value === undefined || value === "") return 1;
  return typeof value === "string" && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/**
 * GET /payments/<call>: a cohort's invoices, oldest first, 50 a page (a
 * "Next 50" link, so paging works without JavaScript): the names, the
 * reference, where each stands and the figures in naira, filtered by
 * standing with a plain GET form; the totals are the whole cohort's. The
 * database works out where each invoice stands today (decision 231): the
 * counts and totals are one grouped query, the page of 50 another.
 */
export async function callPaymentsRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  app.get(
    "/payments/:call",
    { config: { roles: paymentRecorders, page: true } },
    async (request, reply) => {
      const call = callParam(request.params);
      const query = request.query as Record<string, unknown>;
      const frame = paymentsFrame(request, "Payments", options);
      if (!call) return sendRefusal(reply, frame, 404, "There is no such call.", back);
      const statusText = typeof query.status === "string" ? query.status : "";
      const status = standingOf(statusText);
      if (statusText !== "" && !status) {
        return sendRefusal(
          reply,
          frame,
          400,
          "Filter by paid, part paid, overdue, unpaid or withdrawn.",
          {
            href: paymentsPath.call(call),
            label: "Show every invoice",
          },
        );
      }
      const page = pageOf(query.page);
      if (page === null) {
        return sendRefusal(reply, frame, 400, "There is no such page; start again.", {
          href: paymentsPath.call(call),
          label: "The first page",
        });
      }
      const ledger = cohortLedger(options, call);
      const [totals, lines, alarms] = await Promise.all([
        ledger.totals(),
        ledger.lines({
          ...(status ? { standing: status } : {}),
          page: { offset: (page - 1) * pageSize, limit: pageSize },
        }),
        options.payments.repository.alarms(call),
      ]);
      const open = openAlarms(alarms);
      const alarmed = new Set(open.map((alarm) => alarm.invoiceId));
      const done = formDoneOf(request.query);
      if (totals.invoices === 0 && !options.payments.charges(call)) {
        return sendRefusal(reply, frame, 404, "There is no such paid call.", back);
      }
      const matching = status ? totals.counts[status] : totals.invoices;
      const shown = await withNames(options.database, lines);
      const kept = new URLSearchParams(status ? { status } : {});
      const pageLink = (number: number) =>
        `${paymentsPath.call(call)}?${new URLSearchParams([...kept, ["page", String(number)]])}`;
      const names = callNames(call, options.content());
      const title = `${names.programme}${names.edition ? ` ${names.edition}` : ""}`;
      const found = matching === 1 ? "1 invoice" : `${matching} invoices`;
      return sendPage(
        reply,
        { ...frame, title: `${title}: payments` },
        html`<p class="text-small"><a class="${looks.link}" href="${paymentsPath.calls}">All paid calls</a></p>
<div class="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
<h1 class="text-h1">${title}</h1>
<a class="${looks.link} text-small" href="${paymentsPath.export(call)}" download>Export every invoice (CSV)</a>
</div>
<dl class="mt-4 grid grid-cols-2 gap-2">
<div class="bg-surface-muted rounded-card p-3"><dt class="text-small">Collected</dt><dd class="text-lead font-bold" data-total="collected">${nairaText(totals.collected)}</dd></div>
<div class="bg-surface-muted rounded-card p-3"><dt class="text-small">Outstanding</dt><dd class="text-lead font-bold" data-total="outstanding">${nairaText(totals.outstanding)}</dd></div>
</dl>
${done ? html`<p role="status" class="bg-success-soft text-success rounded-card mt-4 p-3 font-semibold">${done}</p>` : ""}
${
  open.length > 0
    ? html`<section aria-labelledby="alarms-title" class="rounded-card border-line mt-4 border-2 p-4">
<h2 id="alarms-title" class="font-semibold" data-alarms="${String(open.length)}">${alarmCount(open.length)}: money that did not match</h2>
${alarmList(open, { from: paymentsPath.call(call), linkInvoices: true })}
</section>`
    : ""
}
<search class="mt-4 block">
<form method="get" action="${paymentsPath.call(call)}" class="flex flex-wrap items-end gap-2">
<div class="flex flex-col gap-1.5 sm:max-w-xs">
<label for="status" class="${looks.label}">Standing</label>
<select id="status" name="status" class="${looks.control} pl-3">
<option value="">Every invoice</option>
${invoiceStandings.map(
  (each) =>
    html`<option value="${each}"${each === status ? html` selected` : ""}>${invoiceStandingNames[each]}</option>`,
)}
</select>
</div>
<button type="submit" class="${looks.button}">Show</button>
</form>
</search>
<p role="status" class="mt-4 font-semibold">${status ? `${found}: ${invoiceStandingNames[status].toLowerCase()}` : found}${page > 1 ? `, page ${page}` : ""}</p>
${
  shown.length === 0
    ? html`<p class="mt-4">${status ? "No invoice stands so. Show every invoice." : "No invoices yet: an invoice is issued when a place is offered."}</p>`
    : html`<ul class="mt-4 flex flex-col gap-2">${shown.map(
        (line) => html`<li class="border-line rounded-xl border">
<a href="${paymentsPath.invoice({ call, reference: line.reference })}" class="hover:bg-surface-muted flex min-w-0 flex-col gap-1 rounded-xl p-4">
<span class="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
<span class="min-w-0 font-semibold wrap-anywhere">${line.names.join(" · ") || "Erased application"}</span>
<span class="flex flex-wrap gap-1">
${alarmed.has(line.id) ? html`<span class="${looks.badge} font-semibold" data-alarmed>Alarm</span>` : ""}
<span class="${looks.badge}" data-standing="${line.standing}">${invoiceStandingNames[line.standing]}</span>
</span>
</span>
<span class="text-small text-ink-soft">${line.reference}</span>
<span class="text-small">${
          line.standing === "withdrawn"
            ? `Paid ${nairaText(line.paid)}${line.paid > 0 ? ` · Refund due ${nairaText(line.paid)}` : ""} · nothing owed`
            : `Paid ${nairaText(line.paid)} · Outstanding ${nairaText(line.outstanding)} · Total ${nairaText(line.total)}`
        }</span>
${
  line.overdue > 0 || line.nextDue
    ? html`<span class="text-small">${line.overdue > 0 ? html`<strong data-overdue>Overdue ${nairaText(line.overdue)}</strong>` : ""}${line.overdue > 0 && line.nextDue ? " · " : ""}${line.nextDue ? `Next due ${siteDate(line.nextDue)}` : ""}</span>`
    : ""
}
</a>
<p class="text-small flex flex-wrap gap-x-4 gap-y-1 px-4 pb-3">
${
  line.contact
    ? html`${line.contact.phone ? html`<a class="${looks.link}" href="tel:${line.contact.phone.replaceAll(" ", "")}">${line.contact.phone}</a>` : ""}
<a class="${looks.link} wrap-anywhere" href="mailto:${line.contact.email}">${line.contact.email}</a>
<a class="${looks.link}" href="${applicationPath({ call, reference: line.reference })}">Application</a>`
    : html`<span class="text-ink-soft">No contact: the application was erased.</span>`
}
</p>
</li>`,
      )}</ul>`
}
<p class="mt-4 flex flex-wrap gap-3">
${page > 1 ? html`<a class="${looks.outlineButton}" href="${pageLink(1)}">First page</a>` : ""}
${matching > page * pageSize ? html`<a class="${looks.button}" href="${pageLink(page + 1)}" rel="next">Next ${pageSize}</a>` : ""}
</p>`,
      );
    },
  );
}
