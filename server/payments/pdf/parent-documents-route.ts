import type { FastifyPluginAsync } from "fastify";
import type { ServiceContent } from "#server/content/live-content.ts";
import { applicationNames } from "#server/db/application-names.ts";
import type { Database } from "#server/db/database.ts";
import { acceptFormPosts, formField } from "#server/payments/payment-page-parsers.ts";
import {
  invalidLinkPage,
  paymentPageFrame,
  receiptLinkPage,
} from "#server/payments/payment-pages.ts";
import { refuseTooManyWithPaymentPage, sendPaymentPage } from "#server/payments/payment-replies.ts";
import type { InvoiceStatement, Payments } from "#server/payments/payments.ts";
import { parentDocumentPaths } from "#server/payments/pdf/parent-documents-section.ts";
import {
  documentFileName,
  invoicePdf,
  type PaymentDocumentFacts,
  receiptPdf,
} from "#server/payments/pdf/payment-documents.ts";
import { sendPdf } from "#server/payments/pdf/send-pdf.ts";
import { replyForeignPost, siteOriginCheck } from "#server/routes/site-origin.ts";
import type { WriteRateLimit } from "#server/routes/validation.ts";

export type ParentDocumentsOptions = {
  payments: Payments;
  content: () => ServiceContent;
  /** The live release, whose stylesheet the pages link, as a publish switches it. */
  siteDir: string;
  database: Pick<Database, "db">;
  siteUrl: string;
  allowedOrigins: readonly string[];
  /** Each press draws a PDF, the costliest answer the service gives: limited per client. */
  rateLimit: WriteRateLimit;
};

type TokenRequest = { Querystring: { token?: unknown; payment?: unknown } };

/**
 * POST /api/payments/invoice/invoice.pdf and /receipt.pdf (issue 35): the
 * invoice and a payment's receipt as PDFs for the parent, guarded by the
 * offer mail's sealed token as the statement is (decision 202: the token
 * is the only authority); saved, never cached. A broken or expired link
 * gets the statement's 400 page; a receipt the invoice lacks, 404; a POST
 * from another site's page, 403, as every public form's does.
 *
 * GET of the receipt's address is the receipt mail's link: it reads nothing
 * but the link and shows one button that posts back, as the offer's link
 * does, so a mail scanner opening it downloads nothing. A receipt mail's
 * token opens its one receipt; the invoice's token (the statement's buttons,
 * `&payment=…`) any of the invoice's (decision 232).
 */
export const parentDocumentsRoute: FastifyPluginAsync<ParentDocumentsOptions> = async (
  app,
  options,
) => {
  acceptFormPosts(app);
  const isFromSite = siteOriginCheck(options.siteUrl, options.allowedOrigins);
  const frame = () => paymentPageFrame(options.siteDir, options.content());
  refuseTooManyWithPaymentPage(app, frame);
  const limited = { config: { rateLimit: options.rateLimit } };

  async function facts(statement: InvoiceStatement): Promise<PaymentDocumentFacts> {
    const content = options.content();
    const { invoice } = statement;
    const names = await applicationNames(options.database, [invoice.applicationId]);
    return {
      hub: content.identity,
      bank: content.bankDetails,
      invoice,
      programme: statement.programme,
      schedule: statement.schedule,
      payments: statement.payments,
      payer: names.get(invoice.applicationId) ?? [],
    };
  }

  app.post<TokenRequest>(parentDocumentPaths.invoice, limited, async (request, reply) => {
    if (!isFromSite(request)) return replyForeignPost(reply);
    const statement = await options.payments.statement(request.query.token);
    if (!statement) {
      return sendPaymentPage(reply, 400, invalidLinkPage(await frame()));
    }
    const bytes = await invoicePdf(await facts(statement));
    return sendPdf(reply, documentFileName("invoice", statement.invoice.reference), bytes);
  });

  app.get<TokenRequest>(parentDocumentPaths.receipt, async (request, reply) => {
    const found = await options.payments.receipt(request.query.token, request.query.payment);
    if (found?.payment == null) return sendPaymentPage(reply, 400, invalidLinkPage(await frame()));
    return sendPaymentPage(reply, 200, receiptLinkPage(await frame(), found.payment));
  });

  app.post<TokenRequest>(parentDocumentPaths.receipt, limited, async (request, reply) => {
    if (!isFromSite(request)) return replyForeignPost(reply);
    const asked = formField(request.body, "payment");
    // The return page's button posts the token in the form, keeping it out of any address.
    const token = request.query.token ?? formField(request.body, "token");
    const found = await options.payments.receipt(token, asked);
    if (!found) return sendPaymentPage(reply, 400, invalidLinkPage(await frame()));
    const { statement, payment } = found;
    const bytes = payment === null ? null : await receiptPdf(await facts(statement), payment);
    if (payment === null || !bytes) {
      return reply.code(404).send({ error: "Not Found", message: "There is no such receipt." });
    }
    return sendPdf(reply, documentFileName("receipt", statement.invoice.reference, payment), bytes);
  });
};
