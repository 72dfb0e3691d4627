import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ServiceContent } from "#server/content/live-content.ts";
import { acceptFormPosts, formField } from "#server/payments/payment-page-parsers.ts";
import {
  invalidLinkPage,
  invoiceLinkPage,
  paymentPageFrame,
  statementPage,
} from "#server/payments/payment-pages.ts";
import { paymentPaths } from "#server/payments/payment-paths.ts";
import {
  payableStatement,
  refuseTooManyWithPaymentPage,
  sendPaymentPage,
} from "#server/payments/payment-replies.ts";
import type { Payments } from "#server/payments/payments.ts";
import { parentDocumentsSection } from "#server/payments/pdf/parent-documents-section.ts";
import { returnCookies } from "#server/payments/return-cookie.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import type { WriteRateLimit } from "#server/routes/validation.ts";

export type InvoiceRouteOptions = {
  payments: Payments;
  content: () => ServiceContent;
  /** The live release, whose stylesheet the pages link, as a publish switches it. */
  siteDir: string;
  /** Where Paystack's checkout pages are, for the pages' form-action. */
  checkoutOrigins: readonly string[];
  /** The site's address and the other origins its forms may post from (decision 022). */
  siteUrl: string;
  allowedOrigins: readonly string[];
  /** Each press reads the invoice: limited per client, as the forms' posts are. */
  rateLimit: WriteRateLimit;
};

type TokenRequest = { Querystring: { token?: unknown } };

/**
 * The offer mail's private link (issue 35, decision 059): GET shows a page
 * with one button and reads nothing, so a mail scanner that opens every link
 * sees no invoice; the button posts back to the same address, and the POST
 * keeps the link in a cookie and answers 303 to the address without it,
 * whose GET shows the statement (so Back never re-posts): what was paid, each part with its due date, the rest,
 * Paystack's buttons when online payment is on, and always the bank account
 * with the reference to quote. A broken or expired link gets 400 and says so;
 * an invoice whose application was withdrawn or declined, 409 and says that;
 * a POST from another site's page gets 403, as every public form's does.
 */
export const invoiceRoute: FastifyPluginAsync<InvoiceRouteOptions> = async (app, options) => {
  acceptFormPosts(app);
  const frame = () => paymentPageFrame(options.siteDir, options.content());
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);
  refuseTooManyWithPaymentPage(app, frame);

  app.get<TokenRequest>(paymentPaths.invoice, async (request, reply) => {
    const token = request.query.token;
    // Without a token, the statement the button's POST led to (303), by the
    // link this browser keeps for the hour (decision 239): Back from
    // Paystack reads it again and never asks to post again.
    if (token === undefined)
      return showStatement(returnCookies(options.siteUrl).tokenOf(request.headers.cookie), reply);
    const statement = await options.payments.statement(token);
    if (!statement) return sendPaymentPage(reply, 400, invalidLinkPage(await frame()));
    return sendPaymentPage(reply, 200, invoiceLinkPage(await frame()));
  });

  app.post<TokenRequest>(
    paymentPaths.invoice,
    { config: { rateLimit: options.rateLimit } },
    async (request, reply) => {
      if (!isFromSite(request)) return replyForeignPost(reply);
      // The return page's button posts the token in the form, keeping it out of any address.
      const token = request.query.token ?? formField(request.body, "token");
      const statement = await payableStatement(options.payments, token, reply, frame);
      if (!statement) return reply;
      return reply
        .header("set-cookie", returnCookies(options.siteUrl).set(String(token)))
        .redirect(paymentPaths.invoice, 303);
    },
  );

  async function showStatement(token: string | undefined, reply: FastifyReply) {
    const statement = await payableStatement(options.payments, token, reply, frame);
    if (!statement) return reply;
    const page = await frame();
    const checkoutAction = options.payments.online
      ? `paystack/checkout?token=${encodeURIComponent(String(token))}`
      : null;
    return sendPaymentPage(
      reply,
      200,
      statementPage(statement, page, {
        bank: options.content().bankDetails,
        checkoutAction,
        documents: parentDocumentsSection(String(token), statement, page.words.statement.documents),
      }),
      options.checkoutOrigins,
    );
  }
};
