import * as z from "zod/mini";
import { wordsNaming as words } from "../fill-words.ts";

/**
 * The words of the pages a parent's private payment links open
 * (content/site/payment-pages.yaml, issue 35). The service draws them when
 * a button is pressed, filling in what is in braces; a text that must name
 * something (the reference of a transfer's narration, an amount) is refused
 * without it, so no edit can leave a parent without the figure to act on.
 */
export const paymentPagesFile = "site/payment-pages.yaml";

const linkPage = (heading: ReturnType<typeof words>) =>
  z.strictObject({ title: words(), heading, text: words(), button: words() });

const resultPage = (...names: string[]) =>
  z.strictObject({ title: words(), heading: words(), text: words(...names) });

export const paymentPagesSchema = z.strictObject({
  help: words("hub", "phone", "hours"),
  invoiceLink: linkPage(words()),
  receiptLink: linkPage(words()),
  invalidLink: z.strictObject({ title: words(), heading: words(), text: words(), next: words() }),
  refused: z.strictObject({
    title: words(),
    heading: words(),
    next: words(),
    chooseAmount: words(),
    alreadyPaid: words(),
    payByTransfer: words(),
    notOnline: words(),
    unreachable: words(),
    tooManyRequests: words(),
  }),
  ended: z.strictObject({
    title: words(),
    heading: words("reference"),
    text: words("reason"),
    nothingPaid: words(),
    paid: words("amount"),
    refunded: words("amount"),
    next: words(),
    withdrawn: words(),
    declined: words(),
  }),
  statement: z.strictObject({
    title: words("reference"),
    total: words(),
    paid: words(),
    rest: words(),
    paidInFull: words(),
    overPaid: words("excess"),
    part: words(),
    due: words(),
    amount: words(),
    orInFull: words("amount", "date"),
    standing: z.strictObject({
      paid: words(),
      partPaid: words("left"),
      due: words("left"),
      overdue: words("left"),
    }),
    offline: z.strictObject({ heading: words(), text: words() }),
    online: z.strictObject({ heading: words(), text: words(), button: words("amount") }),
    transfer: z.strictObject({
      heading: words(),
      bank: words(),
      accountName: words(),
      accountNumber: words(),
      narration: words(),
      text: words("reference"),
    }),
    documents: z.strictObject({ heading: words(), invoice: words(), receipt: words("date") }),
  }),
  results: z.strictObject({
    received: resultPage("amount", "reference"),
    overPaid: resultPage("amount", "reference", "excess"),
    held: resultPage("reference"),
    toRefund: resultPage("amount", "reference", "reason"),
    notPaid: resultPage(),
    unknown: resultPage(),
    unavailable: resultPage(),
    back: z.strictObject({ invoice: words(), receipt: words() }),
  }),
});

export type PaymentPagesWords = z.infer<typeof paymentPagesSchema>;
