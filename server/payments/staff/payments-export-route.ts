import type { FastifyInstance } from "fastify";
import { koboPerNaira } from "#schemas/money.ts";
import { invoiceStandingNames } from "#schemas/staff-payment-words.ts";
import { callParam } from "#server/admissions/staff/application-params.ts";
import { callNames } from "#server/admissions/stage-moves.ts";
import { clientAddress } from "#server/client-address.ts";
import { csvLine, utf8ByteOrderMark } from "#server/export/csv.ts";
import { lagosTime } from "#server/lagos-time.ts";
import { paymentRecorders } from "#server/payments/recorded-payment-route.ts";
import { cohortLedger, withNames } from "#server/payments/staff/cohort-ledger.ts";
import {
  lagosToday,
  type PaymentsPagesOptions,
} from "#server/payments/staff/payments-pages-options.ts";
import { refusal } from "#server/staff/guard.ts";

/** Kobo as a spreadsheet's number of naira, digit by digit: 7500010 is "75000.10". */
export function nairaFigure(amount: number): string {
  const whole = Math.trunc(amount / koboPerNaira);
  return `${whole}.${String(Math.abs(amount % koboPerNaira)).padStart(2, "0")}`;
}

export const paymentsExportHeader = [
  "Reference",
  "Names",
  "Standing",
  "Total (NGN)",
  "Paid (NGN)",
  "Outstanding (NGN)",
  "Refund due (NGN)",
  "Overdue (NGN)",
  "Next due",
  "Parent email",
  "Parent phone",
  "Issued (Lagos time)",
] as const;

/**
 * GET /payments/<call>/export.csv: a cohort's invoices as the leads export
 * is made (decision 166): a byte-order mark, Lagos times, no cell a
 * spreadsheet would run as a formula (csvLine: a name, an address and a
 * phone are what a parent typed). With what a manager chasing a parent
 * needs: what is overdue, the next due day, the parent's address and phone
 * (decision 240). Figures are naira with two decimals, as a spreadsheet sums them.
 * Audited with its row count.
 */
export async function paymentsExportRoute(app: FastifyInstance, options: PaymentsPagesOptions) {
  app.get(
    "/payments/:call/export.csv",
    { config: { roles: paymentRecorders } },
    async (request, reply) => {
      const call = callParam(request.params);
      if (!call) return refusal(reply, 404, "There is no such call.");
      const invoices = await cohortLedger(options, call).lines();
      const names = callNames(call, options.content());
      await options.audit.record({
        action: "payments-exported",
        actor: request.staff,
        target: `call:${call}`,
        // The cohort as staff name it, for the log's sentence (decision 240).
        detail: {
          format: "csv",
          rows: invoices.length,
          cohort: `${names.programme}${names.edition ? ` ${names.edition}` : ""}`,
        },
        address: clientAddress(request),
      });
      const lines = (await withNames(options.database, invoices)).map((line) =>
        csvLine([
          line.reference,
          line.names.join(" · "),
          invoiceStandingNames[line.standing],
          nairaFigure(line.total),
          nairaFigure(line.paid),
          nairaFigure(line.outstanding),
          // A withdrawn or declined place's money is the family's, to be refunded (decision 240).
          nairaFigure(line.standing === "withdrawn" ? Math.max(line.paid, 0) : 0),
          nairaFigure(line.overdue),
          line.nextDue ?? "",
          line.contact?.email ?? "",
          line.contact?.phone ?? "",
          lagosTime(line.issuedAt),
        ]),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="payments-${call}-${lagosToday(options)}.csv"`,
        )
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(utf8ByteOrderMark + csvLine(paymentsExportHeader) + lines.join(""));
    },
  );
}
