import { type Call, callFileName, callFormName } from "#content-model/calls/calls.ts";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import { type Kobo, kobo } from "#schemas/money.ts";
import { urlOnSite } from "#schemas/site-url.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import type { LeadTransaction } from "#server/db/lead-transaction.ts";
import {
  type ChargeOutcome,
  hasEnded,
  type PaymentsRepository,
  type ReceiptFacts,
  type StoredInvoice,
  type StoredPayment,
} from "#server/db/payments-repository.ts";
import { lagosTime } from "#server/lagos-time.ts";
import type { MailSecrets } from "#server/mail/mail-secrets.ts";
import type { MailSender } from "#server/mail/messages.ts";
import type { LinkPayload, LinkSealer } from "#server/mail/signed-links.ts";
import { newCheckoutReference } from "#server/payments/checkout-reference.ts";
import { type InvoiceSchedule, invoiceTerms } from "#server/payments/invoice.ts";
import { standingParts } from "#server/payments/invoice-standing.ts";
import { offerMail, receiptMail } from "#server/payments/payment-mails.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import {
  type PaystackClient,
  type PaystackTransaction,
  paystackTimeoutMs,
} from "#server/payments/paystack-client.ts";
import { parentDocumentPaths } from "#server/payments/pdf/parent-documents-section.ts";

/**
 * How long an unpaid checkout is reused for the same invoice and amount
 * (decision 239). Long enough to cover a double tap, a second tab, or a
 * retry after a slow checkout page (a parent on a phone rarely takes longer
 * than a few minutes to pay, or to give up); short enough that a parent who
 * left and comes back later gets a fresh Paystack page, not one Paystack may
 * have expired. Past it, a second payment is still possible and is told
 * truthfully as money over the fees, to be refunded.
 */
const checkoutReuseMs = 30 * 60_000;

/** How often a second press looks for the address the first press is still asking Paystack for. */
const pendingPollMs = 250;

/** A payment link works at least this long, and this long past the last due date. */
const linkGraceDays = 30;

export type PaymentsOptions = {
  repository: PaymentsRepository;
  /** The live release's calls and forms: an invoice follows the call as published. */
  content: () => ServiceContent;
  sender: () => MailSender;
  sealer: LinkSealer;
  /** Seals the links in the parents' mails for the outbox (decision 232). */
  mailSecrets: MailSecrets;
  siteUrl: string;
  /** Paystack, when both keys are set; null offers bank transfer only. */
  paystack: PaystackClient | null;
  now?: () => Date;
};

/** An amount the parent may choose to pay now, and what it is. */
export type PayChoice = { label: string; amount: Kobo };

/** What the payment page shows: the invoice, what came in, and what may be paid now. */
export type InvoiceStatement = {
  invoice: StoredInvoice;
  programme: string;
  schedule: InvoiceSchedule;
  payments: StoredPayment[];
  paid: number;
  rest: number;
  /** The Lagos day (YYYY-MM-DD) the statement was drawn on: what is overdue is counted from it. */
  today: string;
  /** Nothing to pay now when the application was withdrawn or declined: the stage it ended at. */
  ended: AdmissionStage | null;
  choices: PayChoice[];
};

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}

/**
 * The amounts a parent may pay now: the next part not yet covered (so a
 * parent who paid the first instalment is offered the second), and the rest.
 */
export function payChoices(schedule: InvoiceSchedule, total: number, paid: number): PayChoice[] {
  const rest = Math.max(0, total - paid);
  if (rest === 0) return [];
  const choices: PayChoice[] = [];
  let covered = 0;
  for (const part of schedule.parts) {
    covered += part.amount;
    if (covered > paid) {
      const amount = Math.min(covered - paid, rest);
      if (amount < rest) choices.push({ label: part.label, amount: kobo(amount) });
      break;
    }
  }
  choices.push({ label: paid > 0 ? "The rest" : "In full", amount: kobo(rest) });
  return choices;
}

/**
 * Invoices and payments (issue 35) as one unit: issuing an invoice with its
 * offer mail, the private link's statement, opening a Paystack checkout and
 * recording what Paystack confirms, each with its receipt.
 */
export function payments(options: PaymentsOptions) {
  const { repository } = options;
  const now = options.now ?? (() => new Date());

  function callOf(name: string): Call | undefined {
    return options.content().calls.find((call) => callFileName(call) === name);
  }

  function programmeOf(call: Call): string {
    return options.content().admissionForms.get(callFormName(call))?.programme ?? call.programme;
  }

  /** A private link works a month, and a month past the invoice's last due day. */
  function linkExpiry(schedule: InvoiceSchedule): Date {
    const lastDue = [schedule.full, ...schedule.parts]
      .map((part) => part.due)
      .sort()
      .at(-1);
    const today = now();
    const fromDue = lastDue ? addDays(new Date(`${lastDue}T00:00:00Z`), linkGraceDays) : today;
    return new Date(Math.max(addDays(today, linkGraceDays).getTime(), fromDue.getTime()));
  }

  /**
   * A private link to one of the parent's addresses, sealed again for the
   * outbox, which keeps it only until the mail is sent (decision 232).
   */
  function mailedLink(path: string, token: LinkPayload, expires: Date) {
    const url = new URL(urlOnSite(options.siteUrl, path));
    url.searchParams.set("token", options.sealer.seal(token));
    return {
      url: options.mailSecrets.seal(url.toString()),
      expires: expires.toISOString().slice(0, 10),
    };
  }

  /** The payment page's link, sealed for the parent's address and the invoice. */
  function payLink(invoice: StoredInvoice, email: string, schedule: InvoiceSchedule) {
    const expires = linkExpiry(schedule);
    const token = {
      purpose: "invoice",
      email,
      invoice: invoice.id,
      expires: Math.floor(expires.getTime() / 1000),
    } as const;
    return mailedLink(paymentPaths.invoice, token, expires);
  }

  /**
   * A receipt mail with its private link to the receipt's PDF (a page whose
   * button downloads it). A receipt is forwarded (to an employer, a
   * sponsor): its token opens this payment's receipt and nothing else of the
   * invoice (decision 232).
   */
  const receipt = (facts: ReceiptFacts) => {
    const expires = linkExpiry(facts.schedule as InvoiceSchedule);
    const token = {
      purpose: "receipt",
      email: facts.to,
      invoice: facts.invoiceId,
      payment: facts.paymentId,
      expires: Math.floor(expires.getTime() / 1000),
    } as const;
    return receiptMail(
      options.sender(),
      facts,
      mailedLink(parentDocumentPaths.receipt, token, expires),
    );
  };

  /** An invoice's statement, for the address a link was sealed for; null when they differ. */
  async function statementOf(invoiceId: number, email: string): Promise<InvoiceStatement | null> {
    const invoice = await repository.findInvoice(invoiceId);
    // An erased application (or a link for another address) opens nothing.
    if (!invoice || invoice.email !== email) return null;
    const schedule = invoice.schedule as InvoiceSchedule;
    const paymentsMade = await repository.paymentsOf(invoice.id);
    const paid = repository.netPaid(paymentsMade);
    const call = callOf(invoice.call);
    const ended = hasEnded(invoice.stage) ? invoice.stage : null;
    return {
      invoice,
      programme: call ? `${programmeOf(call)} (${call.edition})` : invoice.call,
      schedule,
      payments: paymentsMade,
      paid,
      rest: Math.max(0, invoice.total - paid),
      today: lagosTime(now().toISOString()).slice(0, 10),
      ended,
      choices: ended ? [] : payChoices(schedule, invoice.total, paid),
    };
  }

  /** The statement a genuine, unexpired invoice link opens; null for anything else. */
  async function invoiceStatement(token: unknown): Promise<InvoiceStatement | null> {
    const payload = options.sealer.open(token, "invoice", now().getTime());
    return payload && statementOf(payload.invoice, payload.email);
  }

  /** A transaction Paystack reported: recorded when it succeeded and matches its checkout. */
  async function recordTransaction(
    transaction: PaystackTransaction,
  ): Promise<ChargeOutcome | null> {
    if (transaction.status !== "success") return null;
    return repository.recordCharge(
      {
        reference: transaction.reference,
        amount: transaction.amount,
        currency: transaction.currency,
        paidOn: (transaction.paid_at ?? now().toISOString()).slice(0, 10),
      },
      receipt,
    );
  }

  /**
   * Where a second press goes (decision 239): to the open checkout's
   * Paystack page, the same transaction; or, when Paystack says it was paid
   * already (its webhook not yet here), to the return address, which
   * records it and says so, rather than to a page that would take nothing.
   */
  async function reuseCheckout(
    paystack: PaystackClient,
    open: { reference: string; url: string | null },
  ): Promise<{ refused: CheckoutRefusal } | { authorizationUrl: string }> {
    const transaction = await paystack.verify(open.reference);
    if (transaction?.status === "success") {
      const back = new URL(urlOnSite(options.siteUrl, paymentPaths.callback));
      back.searchParams.set("reference", open.reference);
      return { authorizationUrl: back.toString() };
    }
    let url = open.url;
    // The first press is still asking Paystack: wait for its answer, as long as it may take.
    for (let waited = 0; url === null && waited < paystackTimeoutMs; waited += pendingPollMs) {
      await new Promise((resolve) => setTimeout(resolve, pendingPollMs));
      url = await repository.checkoutUrl(open.reference);
    }
    return url === null ? { refused: "unreachable" } : { authorizationUrl: url };
  }

  return {
    repository,
    recordTransaction,
    /** Whether the payment page offers Paystack. */
    online: options.paystack !== null,

    /** Who the parents' mails come from, as the live release names the hub. */
    sender: () => options.sender(),

    /** A fresh private link to an invoice's page, sealed for a mail to its parent. */
    linkFor(invoice: StoredInvoice, email: string) {
      return payLink(invoice, email, invoice.schedule as InvoiceSchedule);
    },

    /** A call as a parent's mail names it: the programme, or the call's name when it is gone. */
    programmeNameOf(callName: string): string {
      const call = callOf(callName);
      return call ? programmeOf(call) : callName;
    },

    /** Whether a place in this call is paid for, so that its offer is the invoice's mail. */
    charges(callName: string): boolean {
      const call = callOf(callName);
      return call !== undefined && !("refused" in invoiceTerms(call));
    },

    /**
     * The invoice of an application offered a place, with the offer mail and
     * its private link; an application invoiced before keeps its invoice and
     * its parent gets no second mail. A call without a fee is refused. The
     * offer's stage move is `first`, in the same transaction (decision 207).
     */
    async issueInvoice(
      applicationId: number,
      first?: (tx: LeadTransaction) => Promise<boolean>,
    ): Promise<
      { refused: string } | { stale: true } | { issued: boolean; invoice: StoredInvoice }
    > {
      const application = await repository.applicationToInvoice(applicationId);
      if (!application?.reference) return { refused: "There is no such application." };
      const call = callOf(application.call);
      if (!call) return { refused: `The call ${application.call} is not in the live content.` };
      const terms = invoiceTerms(call);
      if ("refused" in terms) return terms;
      return repository.issue(
        {
          applicationId,
          reference: application.reference,
          call: application.call,
          total: terms.total,
          schedule: terms.schedule,
          instalments: standingParts(terms.schedule),
        },
        (invoice) => {
          const link = payLink(invoice, application.email, terms.schedule);
          return offerMail(options.sender(), {
            to: application.email,
            programme: programmeOf(call),
            edition: call.edition,
            reference: invoice.reference,
            total: terms.total,
            schedule: terms.schedule,
            payLink: link.url,
            linkExpires: link.expires,
          });
        },
        first,
      );
    },

    statement: invoiceStatement,

    /**
     * The payment whose receipt a link opens, with the statement its PDF is
     * drawn from: a receipt link's own payment, or, with the invoice's link
     * (the statement's download buttons, and receipt mails sent before
     * decision 232), the payment asked for. Null when the link opens nothing;
     * `payment` null when the invoice has no such payment.
     */
    async receipt(
      token: unknown,
      asked: unknown,
    ): Promise<{ statement: InvoiceStatement; payment: number | null } | null> {
      const scoped = options.sealer.open(token, "receipt", now().getTime());
      const statement = scoped
        ? await statementOf(scoped.invoice, scoped.email)
        : await invoiceStatement(token);
      if (!statement) return null;
      const payment = scoped ? scoped.payment : Number(asked);
      const found = statement.payments.some((made) => made.id === payment);
      return { statement, payment: found ? payment : null };
    },

    /**
     * Opens a Paystack transaction for one of the amounts the statement
     * offers (anything else is refused) and answers where to send the parent,
     * or why not: the page says it in the words of the live content.
     */
    async startCheckout(
      statement: InvoiceStatement,
      amount: number,
      /**
       * The choice the page offered ("First instalment"), when the form sent it:
       * a page left open after that part was paid would otherwise pay the next
       * part early under its name, when the two amounts are equal (second walk,
       * 2026-11-29). A form without it (drawn before) is matched by amount.
       */
      label?: string,
    ): Promise<{ refused: CheckoutRefusal } | { authorizationUrl: string }> {
      const paystack = options.paystack;
      if (!paystack) return { refused: "payByTransfer" };
      const choice = statement.choices.find(
        (offered) => offered.amount === amount && (label === undefined || offered.label === label),
      );
      if (!choice) {
        // A part the page no longer offers was paid since that page was drawn.
        const paidSince =
          label !== undefined && !statement.choices.some((offered) => offered.label === label);
        return { refused: paidSince ? "alreadyPaid" : "chooseAmount" };
      }
      const email = statement.invoice.email;
      if (email === null) return { refused: "notOnline" };
      const ago = (ms: number) => new Date(now().getTime() - ms).toISOString();
      const claim = await repository.claimCheckout(
        statement.invoice.id,
        newCheckoutReference(statement.invoice.reference),
        choice.amount,
        // A checkout still without its address past Paystack's time never got one.
        { since: ago(checkoutReuseMs), pendingSince: ago(paystackTimeoutMs) },
      );
      if ("reused" in claim) return reuseCheckout(paystack, claim.reused);
      const reference = claim.opened;
      try {
        const opened = await paystack.initialize({
          email,
          amount: choice.amount,
          reference,
          callbackUrl: urlOnSite(options.siteUrl, paymentPaths.callback),
        });
        await repository.keepCheckoutUrl(reference, opened.authorizationUrl);
        return opened;
      } catch (error) {
        // Paystack opened nothing under this reference: the next press opens anew.
        await repository.dropCheckout(reference);
        throw error;
      }
    },

    /** Asks Paystack how a transaction ended (the parent's return), and records it. */
    async verifyAndRecord(reference: string): Promise<ChargeOutcome | "not-paid" | "unknown"> {
      const paystack = options.paystack;
      if (!paystack) return "unknown";
      const transaction = await paystack.verify(reference);
      if (!transaction) return "unknown";
      return (await recordTransaction(transaction)) ?? "not-paid";
    },

    /** A bank transfer or refund staff record; false when there is no such invoice. */
    recordByStaff(
      payment: Parameters<PaymentsRepository["recordByStaff"]>[0],
      auditLine: Parameters<PaymentsRepository["recordByStaff"]>[2],
    ) {
      return repository.recordByStaff(payment, receipt, auditLine);
    },
  };
}

export type Payments = ReturnType<typeof payments>;

/**
 * Why a checkout was not opened, named as the payment pages' words name it
 * (content/site/payment-pages.yaml, `refused`): no Paystack keys, an amount
 * the statement does not offer, an invoice whose address was erased, a
 * checkout another press is still opening past the time Paystack may take.
 */
export type CheckoutRefusal =
  | "payByTransfer"
  | "chooseAmount"
  | "alreadyPaid"
  | "notOnline"
  | "unreachable";
