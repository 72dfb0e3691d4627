import { useId } from "react";
import type { CohortSection, PaymentTable } from "#content-model/calls/programme-cohort.ts";

/*
 * Apart from the programme page's section (cohort-details.tsx), so the apply
 * pages, which show the same facts under their own heading, load no more than these.
 */

/** The cohort's facts and its ways to pay, under whatever heading the page gives them. */
export function CohortFacts({ facts, payments }: Pick<CohortSection, "facts" | "payments">) {
  return (
    <>
      <dl className="mt-8 grid max-w-3xl grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-3 sm:gap-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-card bg-surface shadow-card p-4">
            <dt className="text-small text-ink-soft">{fact.label}</dt>
            <dd className="text-ink mt-1 font-bold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {payments ? <PaymentsTable {...payments} /> : null}
      {payments ? <HowToPay {...payments.howToPay} /> : null}
    </>
  );
}

/** The ways to pay as a real table, so a screen reader names each amount's row and column. */
function PaymentsTable({ caption, headers, rows }: PaymentTable) {
  return (
    <table className="rounded-card bg-surface shadow-card mt-8 w-full max-w-2xl border-collapse">
      <caption className="text-h3 mb-3 text-start">{caption}</caption>
      <thead>
        <tr className="border-line text-small text-ink-soft border-b *:p-3 *:text-start">
          <th scope="col">{headers.option}</th>
          <th scope="col">{headers.amount}</th>
          <th scope="col">{headers.due}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.option} className="border-line border-b *:p-3 *:text-start last:border-b-0">
            <th scope="row">{row.option}</th>
            <td className="font-bold whitespace-nowrap">{row.amount}</td>
            <td>{row.due}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How a place is paid for, in the content's words: after the offer, by its invoice, which ways. */
function HowToPay({ heading, afterOffer, ways, parts }: PaymentTable["howToPay"]) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 max-w-2xl">
      <h3 id={headingId} className="text-h3">
        {heading}
      </h3>
      <p className="mt-2">{afterOffer}</p>
      <p className="mt-2">{ways}</p>
      <p className="mt-2">{parts}</p>
    </section>
  );
}
