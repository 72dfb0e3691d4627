/** The service's payment addresses (issue 35); the site has no page of its own at any of them. */
export const paymentPaths = {
  /** The private link of the offer mail: GET shows a button, POST the invoice. */
  invoice: "/api/payments/invoice",
  /** The invoice page's Paystack button posts here; it answers with Paystack's checkout. */
  checkout: "/api/payments/paystack/checkout",
  /** Where Paystack sends the parent back, with `?reference=` (and `trxref=`). */
  callback: "/api/payments/paystack/callback",
  /** Paystack's webhook (Settings > API Keys & Webhooks on the dashboard). */
  webhook: "/api/payments/paystack/webhook",
} as const;
