import { loggerOptions } from "#server/logging.ts";
import { textAsSent } from "#server/mail/secret-mark.ts";
import { storedKidsApplication } from "#tests/support/kids-application.ts";
import {
  type PaystackStandIn,
  standInKeys,
  startPaystackStandIn,
} from "#tests/support/paystack-stand-in.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The service with online payment on, against the local Paystack stand-in
 * (whose webhooks reach the app by inject), and one parent's application to
 * the open sample Kids Code Camp call, offered a place: its invoice issued
 * and the offer mail's private link at hand. `paystack: false` leaves the
 * keys unset (bank transfer only).
 */
export async function createPaystackTestApp(
  options: { paystack?: boolean; kind?: "sqlite" | "postgres"; env?: Record<string, string> } = {},
) {
  const standIn: PaystackStandIn = await startPaystackStandIn();
  const logLines: string[] = [];
  const app: TestApp = await createTestApp(
    {
      ...(options.paystack === false ? {} : { ...standInKeys, PAYSTACK_API_URL: standIn.url }),
      ...options.env,
    },
    options.kind,
    loggerOptions("info", { write: (line: string) => logLines.push(line) }),
  );
  standIn.setWebhookTarget(async (rawBody, signature) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/payments/paystack/webhook",
      headers: { "content-type": "application/json", "x-paystack-signature": signature },
      payload: rawBody,
    });
    return response.statusCode;
  });
  const application = await storedKidsApplication(app.admissions.repository);
  const { email } = application;
  const issued = await app.payments.issueInvoice(application.id);
  if (!("invoice" in issued)) throw new Error("the invoice should be issued");

  async function mails(kind: "payment-offer" | "payment-receipt") {
    return app.database.db
      .selectFrom("outbox_messages")
      .select(["kind", "to_address", "subject", "text_body", "sealed_secret"])
      .where("kind", "=", kind)
      .orderBy("id")
      .execute();
  }
  /** A queued mail's text as the worker sends it, its sealed link in place. */
  const sentText = (
    mail: { kind: string; text_body: string; sealed_secret: string | null } | undefined,
  ) => (mail ? textAsSent(mail, app.mailSecrets.open) : "");
  const [offer] = await mails("payment-offer");
  const link = /https?:\/\/\S+\/api\/payments\/invoice\?token=\S+/.exec(sentText(offer))?.[0];
  if (!link) throw new Error("the offer mail should carry the private link");
  const linkPath = `${new URL(link).pathname}${new URL(link).search}`;

  return {
    app,
    standIn,
    email,
    invoice: issued.invoice,
    applicationId: application.id,
    /** The service's log lines, as its own logger (with its redaction) wrote them. */
    logLines,
    /** The private link as a path with its token: `/api/payments/invoice?token=…`. */
    linkPath,
    mails,
    sentText,
    payments: () => app.payments.repository.paymentsOf(issued.invoice.id),
    alarms: () => app.payments.repository.alarms(),
    /**
     * Presses the link page's button: its POST answers 303 with the link kept
     * in a cookie, and the statement is the GET it leads to; a refusal is
     * the POST's own answer.
     */
    async showInvoice() {
      const pressed = await app.inject({ method: "POST", url: linkPath });
      if (pressed.statusCode !== 303) return pressed;
      const cookie = String(pressed.headers["set-cookie"]).split(";")[0] as string;
      return app.inject({ url: pressed.headers.location as string, headers: { cookie } });
    },
    /** Presses a statement's Paystack button for an amount; answers the checkout's address. */
    /** A press of Pay: the amount, and the choice's name when the page's form sends it. */
    async checkout(amount: number, choice?: string) {
      const token = new URL(linkPath, "http://x").searchParams.get("token") ?? "";
      return app.inject({
        method: "POST",
        url: `/api/payments/paystack/checkout?token=${encodeURIComponent(token)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          amount: String(amount),
          ...(choice ? { choice } : {}),
        }).toString(),
      });
    },
    /** The path of Paystack's return to the service, as the browser would follow it. */
    callbackPath(callbackUrl: string) {
      const url = new URL(callbackUrl);
      return `${url.pathname}${url.search}`;
    },
    async cleanup() {
      await app.cleanup();
      await standIn.close();
    },
  };
}

export type PaystackTestApp = Awaited<ReturnType<typeof createPaystackTestApp>>;
